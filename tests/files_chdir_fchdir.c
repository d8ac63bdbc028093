/* chdir and fchdir move the working directory (seen through
   /proc/self/cwd and relative opens); the failures leave it alone. */
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static void cwd_is(const char *want_suffix)
{
	char buf[4096];
	ssize_t n = readlink("/proc/self/cwd", buf, sizeof buf - 1);
	size_t w = strlen(want_suffix);

	CHECK(n > 0);
	buf[n] = 0;
	CHECK((size_t)n >= w);
	CHECK_STR(buf + n - w, want_suffix);
}

int main(void)
{
	struct stat a, b;
	int top, fd;

	top = open(".", O_RDONLY | O_DIRECTORY);
	CHECK(top >= 0);
	CHECK_EQ(mkdir("a", 0700), 0);
	CHECK_EQ(mkdir("a/b", 0700), 0);
	fd = open("a/b/marker", O_WRONLY | O_CREAT, 0600);
	CHECK(fd >= 0);
	close(fd);

	CHECK_EQ(chdir("a/b"), 0);
	cwd_is("/a/b");
	CHECK_EQ(access("marker", F_OK), 0);
	CHECK_EQ(chdir(".."), 0);
	cwd_is("/a");
	CHECK_ERR(chdir("missing"), ENOENT);
	CHECK_ERR(chdir("b/marker"), ENOTDIR);
	cwd_is("/a");

	CHECK_EQ(fchdir(top), 0);
	CHECK_EQ(stat(".", &a), 0);
	CHECK_EQ(fstat(top, &b), 0);
	CHECK_EQ(a.st_ino, b.st_ino);
	CHECK_EQ(access("a/b/marker", F_OK), 0);
	fd = open("a/b/marker", O_RDONLY);
	CHECK_ERR(fchdir(fd), ENOTDIR);
	close(fd);
	CHECK_ERR(fchdir(-1), EBADF);
	CHECK_EQ(stat(".", &a), 0);
	CHECK_EQ(a.st_ino, b.st_ino);
	return 0;
}
