/* tempnam: a malloc'd name in dir starting with at most five bytes of
   pfx, that does not exist; $TMPDIR wins over dir when it is a
   directory; a dir that is not one falls back to P_tmpdir; no pfx is
   "file". */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char dir[] = "/tmp/tempnam_XXXXXX", dir2[] = "/tmp/tempnam_XXXXXX";
	char want[64];
	struct stat st;
	char *n, *m;

	CHECK(mkdtemp(dir));
	CHECK(mkdtemp(dir2));
	unsetenv("TMPDIR");
	n = tempnam(dir, "abcdefgh");
	CHECK(n);
	snprintf(want, sizeof want, "%s/abcde", dir);
	CHECK_EQ(strncmp(n, want, strlen(want)), 0);
	CHECK_EQ(strlen(n), strlen(want) + 6);
	CHECK_ERR(lstat(n, &st), ENOENT);
	m = tempnam(dir, "abcdefgh");
	CHECK(m);
	CHECK(strcmp(n, m) != 0);
	free(m);
	free(n);

	n = tempnam("/no/such/dir", 0);
	CHECK(n);
	CHECK_EQ(strncmp(n, P_tmpdir "/file", strlen(P_tmpdir "/file")), 0);
	free(n);

	CHECK_EQ(setenv("TMPDIR", dir2, 1), 0);
	n = tempnam(dir, "p");
	CHECK(n);
	snprintf(want, sizeof want, "%s/p", dir2);
	CHECK_EQ(strncmp(n, want, strlen(want)), 0);
	free(n);
	rmdir(dir);
	rmdir(dir2);
	return 0;
}
