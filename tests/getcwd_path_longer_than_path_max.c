/* getcwd in a directory whose path is longer than PATH_MAX (the kernel's
   getcwd gives up with ENAMETOOLONG there): the allocating form returns
   the whole path, as does a caller's buffer big enough for it, while a
   buffer one byte short is ERANGE.  The chain is made with mkdir and
   relative chdir, one level at a time. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

#define LEVELS 40
#define NAMELEN 200

int main(void)
{
	static char want[PATH_MAX + LEVELS * (NAMELEN + 1) + 1], buf[sizeof want];
	char name[NAMELEN + 1], *p;
	size_t len;

	memset(name, 'd', NAMELEN);
	name[NAMELEN] = 0;
	CHECK(getcwd(want, PATH_MAX) == want);
	for (int i = 0; i < LEVELS; i++) {
		name[0] = 'a' + i % 26;  /* levels differ, to catch a wrong order */
		CHECK_EQ(mkdir(name, 0700), 0);
		CHECK_EQ(chdir(name), 0);
		strcat(want, "/");
		strcat(want, name);
	}
	len = strlen(want);
	CHECK_GT(len, PATH_MAX);

	p = getcwd(NULL, 0);
	CHECK(p != NULL);
	CHECK_EQ(strlen(p), len);
	CHECK_STR(p, want);
	free(p);
	p = getcwd(NULL, len + 100);
	CHECK(p != NULL);
	CHECK_STR(p, want);
	free(p);
	CHECK(getcwd(buf, len + 1) == buf);
	CHECK_STR(buf, want);
	errno = 0;
	CHECK(getcwd(buf, len) == NULL);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK(getcwd(NULL, len) == NULL);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK(getcwd(buf, 100) == NULL);
	CHECK_EQ(errno, ERANGE);

	/* take the chain down again */
	for (int i = LEVELS - 1; i >= 0; i--) {
		name[0] = 'a' + i % 26;
		CHECK_EQ(chdir(".."), 0);
		CHECK_EQ(rmdir(name), 0);
	}
	return 0;
}
