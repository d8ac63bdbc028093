/* Test helpers for the tests that write the real _PATH_UTMP and
   _PATH_WTMP (login, logout, logwtmp): a private mount namespace with
   empty files on tmpfs in their place, and reading their records. */
#ifndef WEFT_TEST_UTMP_TEST_H
#define WEFT_TEST_UTMP_TEST_H

#include <fcntl.h>
#include <libgen.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>
#include <utmp.h>
#include "check.h"

/* An empty, fresh file at path, on a tmpfs mounted over its directory. */
__attribute__((unused)) static int t_private_file(const char *path)
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

/* Never the system's files: skips (77) unless both are replaced. */
__attribute__((unused)) static void t_private_utmp_wtmp(void)
{
	if (unshare(CLONE_NEWNS) != 0 && (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0 ||
					  getuid() != 0))
		t_skip("no private mount namespace to put empty utmp and wtmp files in");
	if (mount(0, "/", 0, MS_REC | MS_PRIVATE, 0) != 0 ||
	    t_private_file(_PATH_UTMP) != 0 || t_private_file(_PATH_WTMP) != 0)
		t_skip("cannot mount a tmpfs over the utmp and wtmp directories");
}

/* The records of file (at most max); their number. */
__attribute__((unused)) static int t_utmp_records(const char *file, struct utmp *r, int max)
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

#endif
