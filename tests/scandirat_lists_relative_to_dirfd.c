/* scandirat lists a directory named relative to a directory descriptor
   (AT_FDCWD: the working directory; an absolute name ignores it), with
   scandir's filter and sort; the errors are openat's (EBADF, ENOTDIR,
   ENOENT) and no descriptor is left open either way. */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static int no_dots(const struct dirent *de)
{
	return de->d_name[0] != '.';
}

static int no_dots64(const struct dirent64 *de)
{
	return de->d_name[0] != '.';
}

static void touch(int dfd, const char *name)
{
	int fd = openat(dfd, name, O_WRONLY | O_CREAT, 0600);
	CHECK(fd >= 0);
	close(fd);
}

/* The lowest free descriptor: unchanged when nothing leaked. */
static int next_fd(void)
{
	int fd = dup(0);
	CHECK(fd >= 0);
	close(fd);
	return fd;
}

static void check_list(struct dirent **list, int n)
{
	static const char *const sorted[] = { "Mid", "a", "b", "c" };

	CHECK_EQ(n, 4);
	for (int i = 0; i < n; i++) {
		CHECK_STR(list[i]->d_name, sorted[i]);
		free(list[i]);
	}
	free(list);
}

int main(void)
{
	struct dirent **list;
	struct dirent64 **list64;
	char abs[PATH_MAX];
	int dfd, n, before;

	CHECK_EQ(mkdir("top", 0700), 0);
	CHECK_EQ(mkdir("top/sub", 0700), 0);
	dfd = open("top", O_RDONLY | O_DIRECTORY);
	CHECK(dfd >= 0);
	touch(dfd, "sub/b");
	touch(dfd, "sub/a");
	touch(dfd, "sub/Mid");
	touch(dfd, "sub/c");
	touch(dfd, "sub/.hidden");
	touch(dfd, "file");
	before = next_fd();

	n = scandirat(dfd, "sub", &list, no_dots, alphasort);
	check_list(list, n);

	/* no filter: . and .. too */
	n = scandirat(dfd, "sub", &list, 0, alphasort);
	CHECK_EQ(n, 7);
	CHECK_STR(list[0]->d_name, ".");
	CHECK_STR(list[1]->d_name, "..");
	CHECK_STR(list[2]->d_name, ".hidden");
	for (int i = 0; i < n; i++)
		free(list[i]);
	free(list);

	/* "." relative to dfd, AT_FDCWD, an absolute name with a bad fd */
	n = scandirat(dfd, ".", &list, no_dots, alphasort);
	CHECK_EQ(n, 2);
	CHECK_STR(list[0]->d_name, "file");
	CHECK_STR(list[1]->d_name, "sub");
	free(list[0]);
	free(list[1]);
	free(list);
	n = scandirat(AT_FDCWD, "top/sub", &list, no_dots, alphasort);
	check_list(list, n);
	CHECK(getcwd(abs, sizeof abs - 8));
	strcat(abs, "/top/sub");
	n = scandirat(-1, abs, &list, no_dots, alphasort);
	check_list(list, n);

	/* the 64 name is the same function */
	n = scandirat64(dfd, "sub", &list64, no_dots64, alphasort64);
	check_list((struct dirent **)list64, n);

	/* an empty directory is 0 entries */
	CHECK_EQ(mkdirat(dfd, "empty", 0700), 0);
	n = scandirat(dfd, "empty", &list, no_dots, 0);
	CHECK_EQ(n, 0);
	free(list);

	/* errors */
	CHECK_ERR(scandirat(-1, "sub", &list, 0, 0), EBADF);
	CHECK_ERR(scandirat(12345, "sub", &list, 0, 0), EBADF);
	CHECK_ERR(scandirat(dfd, "missing", &list, 0, 0), ENOENT);
	CHECK_ERR(scandirat(dfd, "file", &list, 0, 0), ENOTDIR);
	int ffd = openat(dfd, "file", O_RDONLY);
	CHECK(ffd >= 0);
	CHECK_ERR(scandirat(ffd, "x", &list, 0, 0), ENOTDIR);
	close(ffd);
	/* and scandir's, from the same code */
	CHECK_ERR(scandir("top/missing", &list, 0, 0), ENOENT);
	CHECK_ERR(scandir("top/file", &list, 0, 0), ENOTDIR);

	CHECK_EQ(next_fd(), before);
	close(dfd);
	return 0;
}
