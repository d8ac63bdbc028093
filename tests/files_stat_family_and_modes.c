/* stat/fstat/lstat/fstatat agree on sizes, types and modes; umask shapes
   new modes; chmod family; utimensat/futimens set the timestamps, with
   UTIME_OMIT and UTIME_NOW. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	struct stat st, lst;
	struct timespec ts[2];
	int fd, dfd;

	CHECK_EQ(umask(022), umask(022));  /* returns the previous mask */
	CHECK_EQ(umask(027), 022);
	fd = open("f", O_RDWR | O_CREAT | O_TRUNC, 0666);
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, "0123456789", 10), 10);
	CHECK_EQ(fstat(fd, &st), 0);
	CHECK(S_ISREG(st.st_mode));
	CHECK(!S_ISDIR(st.st_mode) && !S_ISLNK(st.st_mode) && !S_ISFIFO(st.st_mode));
	CHECK_EQ(st.st_mode & 07777, 0640);
	CHECK_EQ(st.st_size, 10);
	CHECK_EQ(st.st_nlink, 1);
	CHECK_EQ(st.st_uid, geteuid());
	CHECK(st.st_blksize > 0);
	CHECK_EQ(stat("f", &lst), 0);
	CHECK_EQ(lst.st_ino, st.st_ino);
	CHECK_EQ(lst.st_dev, st.st_dev);

	CHECK_EQ(mkdir("d", 0777), 0);
	CHECK_EQ(stat("d", &st), 0);
	CHECK(S_ISDIR(st.st_mode));
	CHECK_EQ(st.st_mode & 07777, 0750);
	CHECK_ERR(mkdir("d", 0777), EEXIST);
	CHECK_ERR(mkdir("nope/d", 0777), ENOENT);
	umask(0);

	/* A symbolic link: stat follows it, lstat and AT_SYMLINK_NOFOLLOW not. */
	CHECK_EQ(symlink("f", "l"), 0);
	CHECK_EQ(lstat("l", &lst), 0);
	CHECK(S_ISLNK(lst.st_mode));
	CHECK_EQ(lst.st_size, 1);               /* length of the target text */
	CHECK_EQ(stat("l", &st), 0);
	CHECK(S_ISREG(st.st_mode));
	CHECK_EQ(st.st_size, 10);
	dfd = open(".", O_RDONLY | O_DIRECTORY);
	CHECK_EQ(fstatat(dfd, "l", &st, AT_SYMLINK_NOFOLLOW), 0);
	CHECK(S_ISLNK(st.st_mode));
	CHECK_EQ(st.st_ino, lst.st_ino);
	CHECK_EQ(fstatat(dfd, "l", &st, 0), 0);
	CHECK(S_ISREG(st.st_mode));
	CHECK_EQ(fstatat(fd, "", &st, AT_EMPTY_PATH), 0);
	CHECK_EQ(st.st_size, 10);
	CHECK_ERR(fstatat(dfd, "missing", &st, 0), ENOENT);
	CHECK_ERR(fstatat(dfd, "l", &st, 0x4000000), EINVAL);
	CHECK_ERR(stat("f/x", &st), ENOTDIR);
	CHECK_ERR(fstat(-1, &st), EBADF);

	/* chmod family. */
	CHECK_EQ(chmod("f", 04711), 0);
	CHECK_EQ(stat("f", &st), 0);
	CHECK_EQ(st.st_mode & 07777, 04711);
	CHECK_EQ(fchmod(fd, 0604), 0);
	CHECK_EQ(fstat(fd, &st), 0);
	CHECK_EQ(st.st_mode & 07777, 0604);
	CHECK_EQ(fchmodat(dfd, "l", 0600, 0), 0);  /* follows the link */
	CHECK_EQ(stat("f", &st), 0);
	CHECK_EQ(st.st_mode & 07777, 0600);
	CHECK_ERR(chmod("missing", 0600), ENOENT);
	/* Ownership to ourselves always works. */
	CHECK_EQ(chown("f", geteuid(), getegid()), 0);
	CHECK_EQ(fchown(fd, (uid_t)-1, (gid_t)-1), 0);
	CHECK_EQ(lchown("l", geteuid(), (gid_t)-1), 0);
	CHECK_EQ(fchownat(dfd, "l", (uid_t)-1, getegid(), AT_SYMLINK_NOFOLLOW), 0);

	/* Timestamps. */
	ts[0].tv_sec = 1000000000;
	ts[0].tv_nsec = 123456789;
	ts[1].tv_sec = 1500000000;
	ts[1].tv_nsec = 5;
	CHECK_EQ(utimensat(AT_FDCWD, "f", ts, 0), 0);
	CHECK_EQ(stat("f", &st), 0);
	CHECK_EQ(st.st_atim.tv_sec, 1000000000);
	CHECK_EQ(st.st_atime, 1000000000);
	CHECK_EQ(st.st_mtime, 1500000000);
	CHECK_EQ(st.st_mtim.tv_sec, 1500000000);
	CHECK(st.st_ctime > 1500000000);
	ts[0].tv_nsec = UTIME_OMIT;
	ts[1].tv_sec = 1600000000;
	ts[1].tv_nsec = 0;
	CHECK_EQ(futimens(fd, ts), 0);
	CHECK_EQ(fstat(fd, &st), 0);
	CHECK_EQ(st.st_atime, 1000000000);
	CHECK_EQ(st.st_mtime, 1600000000);
	/* AT_FDCWD is no descriptor here (POSIX: EBADF; the kernel's
	   utimensat says EFAULT for it with a null path) and nothing
	   changes */
	struct stat dot, dot2;
	CHECK_EQ(stat(".", &dot), 0);
	errno = 0;
	CHECK_EQ(futimens(AT_FDCWD, 0), -1);
	CHECK_EQ(errno, EBADF);
	errno = 0;
	CHECK_EQ(futimes(AT_FDCWD, 0), -1);
	CHECK(errno == EBADF || errno == EFAULT);	/* glibc: the kernel's EFAULT */
	errno = 0;
	CHECK_EQ(futimens(-1, ts), -1);
	CHECK_EQ(errno, EBADF);
	CHECK_EQ(stat(".", &dot2), 0);
	CHECK_EQ(dot2.st_mtim.tv_sec, dot.st_mtim.tv_sec);
	CHECK_EQ(dot2.st_mtim.tv_nsec, dot.st_mtim.tv_nsec);
	CHECK_EQ(dot2.st_atim.tv_nsec, dot.st_atim.tv_nsec);
	ts[1].tv_nsec = UTIME_NOW;
	CHECK_EQ(utimensat(dfd, "f", ts, 0), 0);
	CHECK_EQ(stat("f", &st), 0);
	CHECK(st.st_mtime > 1600000000);
	CHECK_EQ(st.st_atime, 1000000000);
	/* The link's own times with AT_SYMLINK_NOFOLLOW. */
	ts[0].tv_sec = 1234;
	ts[0].tv_nsec = 0;
	ts[1] = ts[0];
	CHECK_EQ(utimensat(dfd, "l", ts, AT_SYMLINK_NOFOLLOW), 0);
	CHECK_EQ(lstat("l", &lst), 0);
	CHECK_EQ(lst.st_mtime, 1234);
	CHECK_EQ(stat("l", &st), 0);
	CHECK(st.st_mtime != 1234);
	ts[1].tv_nsec = 2000000000;
	CHECK_ERR(utimensat(dfd, "f", ts, 0), EINVAL);

	/* FIFOs and other nodes. */
	CHECK_EQ(mkfifo("p", 0600), 0);
	CHECK_EQ(stat("p", &st), 0);
	CHECK(S_ISFIFO(st.st_mode));
	CHECK_EQ(st.st_mode & 07777, 0600);
	CHECK_ERR(mkfifo("p", 0600), EEXIST);
	CHECK_EQ(mkfifoat(dfd, "p2", 0640), 0);
	CHECK_EQ(lstat("p2", &st), 0);
	CHECK(S_ISFIFO(st.st_mode));
	CHECK_EQ(mknod("p3", S_IFIFO | 0600, 0), 0);
	CHECK_EQ(stat("p3", &st), 0);
	CHECK(S_ISFIFO(st.st_mode));
	CHECK_EQ(mknodat(dfd, "r", S_IFREG | 0600, 0), 0);
	CHECK_EQ(stat("r", &st), 0);
	CHECK(S_ISREG(st.st_mode));
	CHECK_EQ(st.st_size, 0);
	CHECK_EQ(mkdirat(dfd, "d2", 0700), 0);
	CHECK_EQ(stat("d2", &st), 0);
	CHECK(S_ISDIR(st.st_mode));
	CHECK_EQ(stat("/dev/null", &st), 0);
	CHECK(S_ISCHR(st.st_mode));
	CHECK(st.st_rdev != 0);
	CHECK_EQ(close(fd), 0);
	CHECK_EQ(close(dfd), 0);
	return 0;
}
