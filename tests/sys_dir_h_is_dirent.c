/* <sys/dir.h> (4.2BSD) gives <dirent.h>'s interface, struct direct
   being struct dirent: reading "." finds "." through it. */
#include <sys/dir.h>
#include <string.h>
#include "check.h"

int main(void)
{
	DIR *d = opendir(".");
	struct direct *e;
	int dot = 0;

	CHECK(d != 0);
	while ((e = readdir(d)))
		dot |= !strcmp(e->d_name, ".");
	CHECK_EQ(dot, 1);
	CHECK_EQ(closedir(d), 0);
	return 0;
}
