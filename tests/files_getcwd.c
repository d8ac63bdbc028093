/* getcwd into a buffer (ERANGE when too small, EINVAL for size 0) and
   allocated (null buf), following chdir; a removed directory is ENOENT.
   Needs malloc (the null-buf form). */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char buf[4096], proc[4096], *p;
	ssize_t n = readlink("/proc/self/cwd", proc, sizeof proc - 1);
	size_t len;

	CHECK(n > 0);
	proc[n] = 0;
	CHECK(getcwd(buf, sizeof buf) == buf);
	CHECK_STR(buf, proc);
	len = strlen(buf);
	CHECK(getcwd(buf, len + 1) == buf);
	errno = 0;
	CHECK(getcwd(buf, len) == NULL);
	CHECK_EQ(errno, ERANGE);
	errno = 0;
	CHECK(getcwd(buf, 0) == NULL);
	CHECK_EQ(errno, EINVAL);

	p = getcwd(NULL, 0);
	CHECK(p != NULL);
	CHECK_STR(p, proc);
	free(p);
	p = getcwd(NULL, 4096);
	CHECK(p != NULL);
	CHECK_STR(p, proc);
	free(p);
	errno = 0;
	CHECK(getcwd(NULL, 2) == NULL);
	CHECK_EQ(errno, ERANGE);

	CHECK_EQ(mkdir("sub", 0700), 0);
	CHECK_EQ(chdir("sub"), 0);
	CHECK(getcwd(buf, sizeof buf) == buf);
	CHECK_EQ(strlen(buf), len + 4);
	CHECK_STR(buf + len, "/sub");
	CHECK_EQ(rmdir(buf), 0);
	errno = 0;
	CHECK(getcwd(buf, sizeof buf) == NULL);
	CHECK_EQ(errno, ENOENT);
	return 0;
}
