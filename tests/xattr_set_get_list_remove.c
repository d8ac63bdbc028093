/* user.* extended attributes on a file of the scratch directory: set with
   XATTR_CREATE/XATTR_REPLACE, read back (size query too), list, remove,
   through the path, the l- (no follow) and the f- (descriptor) calls. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/xattr.h>
#include <unistd.h>
#include "check.h"

/* name occurs in the NUL-separated list */
static int listed(const char *list, ssize_t n, const char *name)
{
	for (ssize_t i = 0; i < n; i += strlen(list + i) + 1)
		if (!strcmp(list + i, name))
			return 1;
	return 0;
}

int main(void)
{
	int fd = open("f", O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK(fd >= 0);
	if (setxattr("f", "user.a", "one", 3, 0) < 0) {
		if (errno == ENOTSUP)
			t_skip("the scratch filesystem has no user.* attributes");
		CHECK(!"setxattr failed");
	}
	char buf[64];
	CHECK_EQ(getxattr("f", "user.a", 0, 0), 3);
	CHECK_EQ(getxattr("f", "user.a", buf, sizeof buf), 3);
	CHECK(!memcmp(buf, "one", 3));
	CHECK_ERR(getxattr("f", "user.a", buf, 2), ERANGE);
	CHECK_ERR(getxattr("f", "user.none", buf, sizeof buf), ENODATA);
	CHECK_ERR(getxattr("nofile", "user.a", buf, sizeof buf), ENOENT);

	CHECK_ERR(setxattr("f", "user.a", "x", 1, XATTR_CREATE), EEXIST);
	CHECK_ERR(setxattr("f", "user.b", "x", 1, XATTR_REPLACE), ENODATA);
	CHECK_EQ(setxattr("f", "user.a", "two!", 4, XATTR_REPLACE), 0);
	CHECK_EQ(fgetxattr(fd, "user.a", buf, sizeof buf), 4);
	CHECK(!memcmp(buf, "two!", 4));

	CHECK_EQ(fsetxattr(fd, "user.b", "bb", 2, XATTR_CREATE), 0);
	CHECK_EQ(lsetxattr("f", "user.c", "", 0, 0), 0);
	CHECK_EQ(lgetxattr("f", "user.b", buf, sizeof buf), 2);
	CHECK_EQ(lgetxattr("f", "user.c", buf, sizeof buf), 0);

	char list[256];
	ssize_t n = listxattr("f", 0, 0);
	CHECK_GE(n, (ssize_t)sizeof "user.a" * 3);
	CHECK_EQ(listxattr("f", list, sizeof list), n);
	CHECK(listed(list, n, "user.a") && listed(list, n, "user.b") && listed(list, n, "user.c"));
	CHECK_EQ(flistxattr(fd, list, sizeof list), n);
	CHECK_EQ(llistxattr("f", list, sizeof list), n);
	CHECK_ERR(listxattr("f", list, 1), ERANGE);

	CHECK_EQ(removexattr("f", "user.a"), 0);
	CHECK_EQ(fremovexattr(fd, "user.b"), 0);
	CHECK_EQ(lremovexattr("f", "user.c"), 0);
	CHECK_ERR(removexattr("f", "user.a"), ENODATA);
	CHECK_ERR(fremovexattr(fd, "user.b"), ENODATA);
	CHECK_ERR(fgetxattr(-1, "user.a", buf, sizeof buf), EBADF);

	/* the l- calls act on a symlink itself: user.* is refused there */
	CHECK_EQ(symlink("f", "l"), 0);
	CHECK_EQ(setxattr("l", "user.viafollow", "v", 1, 0), 0);
	CHECK_EQ(getxattr("f", "user.viafollow", buf, sizeof buf), 1);
	CHECK_ERR(lgetxattr("l", "user.viafollow", buf, sizeof buf), ENODATA);
	CHECK_ERR(lsetxattr("l", "user.x", "v", 1, 0), EPERM);
	CHECK_EQ(close(fd), 0);
	return 0;
}
