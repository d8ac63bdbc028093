/* tmpnam_r writes a name of a file that does not exist into the caller's
   buffer and returns it; without a buffer it returns null. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char a[L_tmpnam], b[L_tmpnam];

	CHECK(tmpnam_r(0) == 0);
	CHECK(tmpnam_r(a) == a);
	CHECK(tmpnam_r(b) == b);
	CHECK_LT(strlen(a), L_tmpnam);
	CHECK(!strncmp(a, P_tmpdir "/", strlen(P_tmpdir) + 1));
	CHECK(strcmp(a, b) != 0);
	CHECK(access(a, F_OK) != 0);
	return 0;
}
