/* login with no terminal on standard input, output or error appends its
   record to wtmp with the line "???" and leaves utmp alone (utmp has a
   record per terminal).  Like the other login test, in a private mount
   namespace with empty files standing in for _PATH_UTMP and _PATH_WTMP. */
// test: weft-only (glibc 2.36 takes ttyname_r's positive error number for
// success and writes utmp with a line from an uninitialised buffer)
#define _GNU_SOURCE
#include "utmp_test.h"

int main(void)
{
	struct utmp ut, w[2];
	int null, keep[3];

	t_private_utmp_wtmp();

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

	CHECK_EQ(t_utmp_records(_PATH_UTMP, w, 2), 0);
	CHECK_EQ(t_utmp_records(_PATH_WTMP, w, 2), 1);
	CHECK_EQ(w[0].ut_type, USER_PROCESS);
	CHECK_EQ(w[0].ut_pid, getpid());
	CHECK_STR(w[0].ut_line, "???");
	CHECK_STR(w[0].ut_user, "carol");
	CHECK_EQ(w[0].ut_tv.tv_sec, 99);
	return 0;
}
