/* statx fills the kernel's struct statx: the same facts as fstatat for a
   file, a symlink (followed or not) and an fd with AT_EMPTY_PATH;
   stx_mask says what was filled in; errors as the man page says. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include "check.h"

static void same(const struct statx *x, const struct stat *st)
{
	CHECK_EQ(x->stx_mask & STATX_BASIC_STATS, STATX_BASIC_STATS);
	CHECK_EQ(x->stx_mode, st->st_mode);
	CHECK_EQ(x->stx_ino, st->st_ino);
	CHECK_EQ(x->stx_nlink, st->st_nlink);
	CHECK_EQ(x->stx_uid, st->st_uid);
	CHECK_EQ(x->stx_gid, st->st_gid);
	CHECK_EQ(x->stx_size, st->st_size);
	CHECK_EQ(x->stx_blocks, st->st_blocks);
	CHECK_EQ(x->stx_blksize, st->st_blksize);
	CHECK_EQ(x->stx_mtime.tv_sec, st->st_mtim.tv_sec);
	CHECK_EQ(x->stx_mtime.tv_nsec, st->st_mtim.tv_nsec);
	CHECK_EQ(x->stx_ctime.tv_sec, st->st_ctim.tv_sec);
	CHECK_EQ(x->stx_ctime.tv_nsec, st->st_ctim.tv_nsec);
	CHECK_EQ(x->stx_dev_major, major(st->st_dev));
	CHECK_EQ(x->stx_dev_minor, minor(st->st_dev));
}

int main(void)
{
	struct statx x;
	struct stat st;
	char data[1000];
	int fd;

	CHECK_EQ(sizeof x, 256);
	memset(data, 'x', sizeof data);
	fd = open("f", O_RDWR | O_CREAT, 0640);
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, data, sizeof data), (long)sizeof data);
	CHECK_EQ(symlink("f", "l"), 0);

	errno = 0;
	if (statx(AT_FDCWD, "f", 0, STATX_BASIC_STATS, &x) != 0 && errno == ENOSYS)
		t_skip("statx: ENOSYS from this kernel");

	memset(&x, 0xff, sizeof x);
	CHECK_EQ(statx(AT_FDCWD, "f", 0, STATX_BASIC_STATS | STATX_BTIME, &x), 0);
	CHECK_EQ(fstatat(AT_FDCWD, "f", &st, 0), 0);
	same(&x, &st);
	CHECK(S_ISREG(x.stx_mode));
	mode_t mask = umask(0);
	umask(mask);
	CHECK_EQ(x.stx_mode & 07777, 0640 & ~mask);
	CHECK_EQ(x.stx_size, 1000);
	/* A file system that keeps birth times gives one no later than now. */
	if (x.stx_mask & STATX_BTIME)
		CHECK_LE(x.stx_btime.tv_sec, x.stx_ctime.tv_sec);

	/* A symlink: followed by default, itself with AT_SYMLINK_NOFOLLOW. */
	CHECK_EQ(statx(AT_FDCWD, "l", 0, STATX_BASIC_STATS, &x), 0);
	same(&x, &st);
	CHECK_EQ(statx(AT_FDCWD, "l", AT_SYMLINK_NOFOLLOW, STATX_BASIC_STATS, &x), 0);
	CHECK_EQ(fstatat(AT_FDCWD, "l", &st, AT_SYMLINK_NOFOLLOW), 0);
	same(&x, &st);
	CHECK(S_ISLNK(x.stx_mode));
	CHECK_EQ(x.stx_size, 1);

	/* An fd itself, and a path relative to a directory fd. */
	CHECK_EQ(statx(fd, "", AT_EMPTY_PATH, STATX_SIZE | STATX_INO, &x), 0);
	CHECK_EQ(fstat(fd, &st), 0);
	CHECK_EQ(x.stx_mask & (STATX_SIZE | STATX_INO), STATX_SIZE | STATX_INO);
	CHECK_EQ(x.stx_ino, st.st_ino);
	CHECK_EQ(x.stx_size, 1000);
	int dfd = open(".", O_RDONLY | O_DIRECTORY);
	CHECK(dfd >= 0);
	CHECK_EQ(statx(dfd, "f", AT_STATX_SYNC_AS_STAT, STATX_INO, &x), 0);
	CHECK_EQ(x.stx_ino, st.st_ino);
	CHECK_EQ(statx(dfd, ".", 0, STATX_TYPE, &x), 0);
	CHECK(S_ISDIR(x.stx_mode));

	CHECK_ERR(statx(AT_FDCWD, "missing", 0, STATX_BASIC_STATS, &x), ENOENT);
	CHECK_ERR(statx(AT_FDCWD, "f/x", 0, STATX_BASIC_STATS, &x), ENOTDIR);
	CHECK_ERR(statx(-1, "f", 0, STATX_BASIC_STATS, &x), EBADF);
	CHECK_ERR(statx(AT_FDCWD, "", 0, STATX_BASIC_STATS, &x), ENOENT);
	CHECK_ERR(statx(AT_FDCWD, "f", 0, STATX__RESERVED, &x), EINVAL);
	CHECK_ERR(statx(AT_FDCWD, "f", AT_STATX_FORCE_SYNC | AT_STATX_DONT_SYNC,
			STATX_BASIC_STATS, &x), EINVAL);
	close(dfd);
	close(fd);
	return 0;
}
