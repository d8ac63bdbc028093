/* login with no terminal on standard input, output or error appends its
   record to wtmp with the line "???" and leaves utmp alone (utmp has a
   record per terminal).  Like the other login test, in a private mount
   namespace with empty files standing in for _PATH_UTMP and _PATH_WTMP. */
// test: weft-only (glibc 2.36 takes ttyname_r's positive error number for
// success and writes utmp with a line from an uninitialised buffer)
#define _GNU_SOURCE
#include <fcntl.h>
#include <libgen.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utmp.h>
#include "check.h"

static int private_file(const char *path)
{
	char dir[256];
	int fd;

	strcpy(dir, path);
	if (mount("tmpfs", dirname(dir), "tmpfs", 0, "mode=0755") != 0)
		return -1;
	fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0644);
	if (fd < 0)
		return -1;
	close(fd);
	return 0;
}

static int records(const char *file, struct utmp *r, int max)
{
	int fd = open(file, O_RDONLY);
	ssize_t n;

	CHECK(fd >= 0);
	n = read(fd, r, max * sizeof *r);
	CHECK(n >= 0);
	CHECK_EQ(n % sizeof *r, 0);
	close(fd);
	return n / sizeof *r;
}

int main(void)
{
	struct utmp ut, w[2];
	int null, keep[3];

	if (unshare(CLONE_NEWNS) != 0 && (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0 ||
					  getuid() != 0))
		t_skip("no private mount namespace to put empty utmp and wtmp files in");
	if (mount(0, "/", 0, MS_REC | MS_PRIVATE, 0) != 0 ||
	    private_file(_PATH_UTMP) != 0 || private_file(_PATH_WTMP) != 0)
		t_skip("cannot mount a tmpfs over the utmp and wtmp directories");

	memset(&ut, 0, sizeof ut);
	strcpy(ut.ut_line, "junk");
	strcpy(ut.ut_user, "carol");
	ut.ut_tv.tv_sec = 99;

	null = open("/dev/null", O_RDWR);
	CHECK(null >= 0);
	for (int fd = 0; fd < 3; fd++) {
		keep[fd] = dup(fd);
		CHECK(keep[fd] >= 0);
		CHECK_EQ(dup2(null, fd), fd);
	}
	login(&ut);
	for (int fd = 0; fd < 3; fd++) {
		CHECK_EQ(dup2(keep[fd], fd), fd);
		close(keep[fd]);
	}

	CHECK_EQ(records(_PATH_UTMP, w, 2), 0);
	CHECK_EQ(records(_PATH_WTMP, w, 2), 1);
	CHECK_EQ(w[0].ut_type, USER_PROCESS);
	CHECK_EQ(w[0].ut_pid, getpid());
	CHECK_STR(w[0].ut_line, "???");
	CHECK_STR(w[0].ut_user, "carol");
	CHECK_EQ(w[0].ut_tv.tv_sec, 99);
	return 0;
}
