/* utime, utimes, futimes and lutimes set the times stat reports, null
   means "now", lutimes changes a link and not its target, and bad input
   gets POSIX's errors. */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>
#include "check.h"

static void times_are(const char *path, int follow, long at, long atns, long mt, long mtns)
{
	struct stat st;
	CHECK_EQ(follow ? stat(path, &st) : lstat(path, &st), 0);
	CHECK_EQ(st.st_atim.tv_sec, at);
	CHECK_EQ(st.st_atim.tv_nsec, atns);
	CHECK_EQ(st.st_mtim.tv_sec, mt);
	CHECK_EQ(st.st_mtim.tv_nsec, mtns);
}

int main(void)
{
	int fd = open("f", O_CREAT | O_WRONLY, 0644);
	CHECK(fd >= 0);
	CHECK_EQ(symlink("f", "l"), 0);

	struct utimbuf ub = { 1000000000, 1100000000 };
	CHECK_EQ(utime("f", &ub), 0);
	times_are("f", 1, 1000000000, 0, 1100000000, 0);

	struct timeval tv[2] = { { 1200000000, 250000 }, { 1300000000, 999999 } };
	CHECK_EQ(utimes("f", tv), 0);
	times_are("f", 1, 1200000000, 250000000, 1300000000, 999999000);

	tv[0].tv_sec = 5;
	tv[1].tv_sec = 6;
	CHECK_EQ(futimes(fd, tv), 0);
	times_are("f", 1, 5, 250000000, 6, 999999000);

	/* lutimes: the link changes, its target keeps its times */
	tv[0].tv_sec = 7;
	tv[1].tv_sec = 8;
	tv[0].tv_usec = tv[1].tv_usec = 0;
	CHECK_EQ(lutimes("l", tv), 0);
	times_are("l", 0, 7, 0, 8, 0);
	times_are("f", 1, 5, 250000000, 6, 999999000);

	/* null: now, for each call */
	time_t before = time(0);
	CHECK_EQ(utime("f", 0), 0);
	struct stat st;
	CHECK_EQ(stat("f", &st), 0);
	CHECK_GE(st.st_mtim.tv_sec, before - 1);
	CHECK_EQ(utime("f", &ub), 0);
	CHECK_EQ(utimes("f", 0), 0);
	CHECK_EQ(stat("f", &st), 0);
	CHECK_GE(st.st_mtim.tv_sec, before - 1);
	CHECK_EQ(utime("f", &ub), 0);
	CHECK_EQ(futimes(fd, 0), 0);
	CHECK_EQ(stat("f", &st), 0);
	CHECK_GE(st.st_atim.tv_sec, before - 1);
	CHECK_EQ(lutimes("l", 0), 0);
	CHECK_EQ(lstat("l", &st), 0);
	CHECK_GE(st.st_mtim.tv_sec, before - 1);

	/* errors */
	CHECK_ERR(utime("missing", &ub), ENOENT);
	CHECK_ERR(utimes("missing", tv), ENOENT);
	CHECK_ERR(lutimes("missing", tv), ENOENT);
	CHECK_ERR(futimes(-1, tv), EBADF);
	tv[1].tv_usec = 1000000;
	CHECK_ERR(utimes("f", tv), EINVAL);
	tv[1].tv_usec = -1;
	CHECK_ERR(futimes(fd, tv), EINVAL);
	close(fd);
	return 0;
}
