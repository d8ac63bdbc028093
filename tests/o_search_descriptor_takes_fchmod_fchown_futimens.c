/* weft's O_SEARCH and O_EXEC are O_PATH, which the kernel's fchmod,
   fchown, futimens and f*xattr calls refuse with EBADF.  gnulib (mkdir -p
   -m, install -d, cp) opens directories with O_SEARCH and then fchmods
   them, so each of these must act on the file behind the descriptor. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
#ifndef O_SEARCH
	t_puts(2, "no O_SEARCH in this libc\n");
	return T_SKIP_STATUS;
#else
	struct stat st;
	struct timespec ts[2] = { { 1000000000, 0 }, { 1200000000, 500 } };
	char buf[16];
	int fd, xfd;
	ssize_t n;

	CHECK_EQ(mkdir("d", 0700), 0);
	fd = open("d", O_SEARCH | O_DIRECTORY);
	CHECK_GE(fd, 0);

	CHECK_EQ(fchmod(fd, 0751), 0);
	CHECK_EQ(stat("d", &st), 0);
	CHECK_EQ(st.st_mode & 07777, 0751);

	CHECK_EQ(fchown(fd, -1, getegid()), 0);
	CHECK_EQ(fchown(fd, geteuid(), -1), 0);

	CHECK_EQ(futimens(fd, ts), 0);
	CHECK_EQ(stat("d", &st), 0);
	CHECK_EQ(st.st_mtim.tv_sec, 1200000000);
	CHECK_EQ(st.st_mtim.tv_nsec, 500);

	/* The directory is still usable as a search descriptor. */
	xfd = openat(fd, "f", O_WRONLY | O_CREAT | O_EXCL, 0600);
	CHECK_GE(xfd, 0);
	close(xfd);

	/* O_EXEC on a regular file. */
	xfd = open("d/f", O_EXEC);
	CHECK_GE(xfd, 0);
	CHECK_EQ(fchmod(xfd, 0700), 0);
	CHECK_EQ(stat("d/f", &st), 0);
	CHECK_EQ(st.st_mode & 07777, 0700);

	/* xattrs, where the file system has user xattrs. */
	if (fsetxattr(xfd, "user.weft", "v1", 2, 0) == 0) {
		n = fgetxattr(xfd, "user.weft", buf, sizeof buf);
		CHECK_EQ(n, 2);
		CHECK(!memcmp(buf, "v1", 2));
		n = flistxattr(xfd, buf, sizeof buf);
		CHECK_GE(n, 10);
		CHECK_EQ(fremovexattr(xfd, "user.weft"), 0);
		CHECK_ERR(fgetxattr(xfd, "user.weft", buf, sizeof buf), ENODATA);
	} else {
		CHECK(errno == ENOTSUP || errno == EPERM);
	}
	close(xfd);

	/* A closed descriptor still gets EBADF from every one of them. */
	close(fd);
	CHECK_ERR(fchmod(fd, 0700), EBADF);
	CHECK_ERR(fchown(fd, -1, -1), EBADF);
	CHECK_ERR(futimens(fd, ts), EBADF);
	CHECK_ERR(fgetxattr(fd, "user.weft", buf, sizeof buf), EBADF);
	CHECK_ERR(fsetxattr(fd, "user.weft", "v", 1, 0), EBADF);
	CHECK_ERR(flistxattr(fd, buf, sizeof buf), EBADF);
	CHECK_ERR(fremovexattr(fd, "user.weft"), EBADF);
	CHECK_ERR(fchmod(-1, 0700), EBADF);
	CHECK_ERR(fchown(-1, -1, -1), EBADF);
	return 0;
#endif
}
