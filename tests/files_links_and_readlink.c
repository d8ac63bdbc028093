/* link/linkat count links, symlink/symlinkat/readlink(at) return the text
   unterminated and truncated to the buffer, unlinkat removes files and (with
   AT_REMOVEDIR) directories, rmdir refuses non-empty ones. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	struct stat st;
	char buf[64];
	int fd, dfd;

	fd = open("f", O_WRONLY | O_CREAT, 0600);
	CHECK(fd >= 0);
	CHECK_EQ(close(fd), 0);
	CHECK_EQ(link("f", "g"), 0);
	CHECK_EQ(stat("f", &st), 0);
	CHECK_EQ(st.st_nlink, 2);
	CHECK_ERR(link("f", "g"), EEXIST);
	CHECK_ERR(link("missing", "h"), ENOENT);
	CHECK_EQ(mkdir("d", 0700), 0);
	dfd = open("d", O_RDONLY | O_DIRECTORY);
	CHECK(dfd >= 0);
	CHECK_EQ(linkat(AT_FDCWD, "f", dfd, "f3", 0), 0);
	CHECK_EQ(stat("d/f3", &st), 0);
	CHECK_EQ(st.st_nlink, 3);

	CHECK_EQ(symlink("f", "s"), 0);
	CHECK_ERR(symlink("f", "s"), EEXIST);
	memset(buf, 'x', sizeof buf);
	CHECK_EQ(readlink("s", buf, sizeof buf), 1);
	CHECK_EQ(buf[0], 'f');
	CHECK_EQ(buf[1], 'x');                 /* not terminated */
	CHECK_EQ(symlinkat("../a/long/target", dfd, "s2"), 0);
	CHECK_EQ(readlinkat(dfd, "s2", buf, sizeof buf), 16);
	CHECK(!memcmp(buf, "../a/long/target", 16));
	CHECK_EQ(readlink("d/s2", buf, 4), 4);   /* truncated */
	CHECK(!memcmp(buf, "../a", 4));
	CHECK_ERR(readlink("f", buf, sizeof buf), EINVAL);
	CHECK_ERR(readlink("missing", buf, sizeof buf), ENOENT);
	CHECK_ERR(readlink("s", buf, 0), EINVAL);
	/* A dangling link is still a link. */
	CHECK_ERR(stat("d/s2", &st), ENOENT);
	CHECK_EQ(lstat("d/s2", &st), 0);

	/* linkat with AT_SYMLINK_FOLLOW links the target, without it the link. */
	CHECK_EQ(linkat(AT_FDCWD, "s", AT_FDCWD, "hard_to_file", AT_SYMLINK_FOLLOW), 0);
	CHECK_EQ(lstat("hard_to_file", &st), 0);
	CHECK(S_ISREG(st.st_mode));
	CHECK_EQ(linkat(AT_FDCWD, "s", AT_FDCWD, "hard_to_link", 0), 0);
	CHECK_EQ(lstat("hard_to_link", &st), 0);
	CHECK(S_ISLNK(st.st_mode));

	CHECK_ERR(rmdir("d"), ENOTEMPTY);
	CHECK_ERR(rmdir("f"), ENOTDIR);
	CHECK_ERR(unlinkat(AT_FDCWD, "d", 0), EISDIR);
	CHECK_EQ(unlinkat(dfd, "f3", 0), 0);
	CHECK_EQ(unlinkat(dfd, "s2", 0), 0);
	CHECK_EQ(mkdirat(dfd, "sub", 0700), 0);
	CHECK_ERR(unlinkat(dfd, "sub", 0), EISDIR);
	CHECK_EQ(unlinkat(dfd, "sub", AT_REMOVEDIR), 0);
	CHECK_ERR(unlinkat(dfd, "sub", AT_REMOVEDIR), ENOENT);
	CHECK_EQ(close(dfd), 0);
	CHECK_EQ(rmdir("d"), 0);
	CHECK_ERR(rmdir("d"), ENOENT);
	CHECK_EQ(unlink("g"), 0);
	CHECK_EQ(stat("f", &st), 0);
	CHECK_EQ(st.st_nlink, 2);              /* f and hard_to_file */
	return 0;
}
