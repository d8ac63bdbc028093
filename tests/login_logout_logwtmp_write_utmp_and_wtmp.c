/* login writes the caller's record as a USER_PROCESS of this process on
   its terminal (line "pts/N") to utmp and appends it to wtmp.  logout turns the utmp
   record of a line into a DEAD_PROCESS without user and host (1), or
   finds none (0); logwtmp appends logins and logouts to wtmp.  The real
   _PATH_UTMP and _PATH_WTMP are used, so the test runs in a private
   mount namespace with empty files on tmpfs in their place. */
#define _GNU_SOURCE
#include <stdlib.h>
#include "utmp_test.h"

static int zeros(const char *p, size_t n)
{
	while (n--)
		if (*p++)
			return 0;
	return 1;
}

int main(void)
{
	struct utmp ut, u[4], w[8];
	char line[UT_LINESIZE + 1] = { 0 };
	int master, slave, saved;

	/* A terminal for standard input. */
	master = posix_openpt(O_RDWR | O_NOCTTY);
	if (master < 0 || grantpt(master) || unlockpt(master))
		t_skip("no pseudo-terminal");
	slave = open(ptsname(master), O_RDWR | O_NOCTTY);
	CHECK(slave >= 0);
	CHECK(!strncmp(ptsname(master), "/dev/", 5));
	strncpy(line, ptsname(master) + 5, UT_LINESIZE);

	t_private_utmp_wtmp();
	CHECK_EQ(t_utmp_records(_PATH_UTMP, u, 4), 0);
	CHECK_EQ(t_utmp_records(_PATH_WTMP, w, 8), 0);

	memset(&ut, 0, sizeof ut);
	ut.ut_type = LOGIN_PROCESS;   /* login makes it USER_PROCESS */
	ut.ut_pid = 1;                /* and this process's */
	strcpy(ut.ut_line, "junk");   /* and the terminal's */
	strcpy(ut.ut_id, "wt1");
	strcpy(ut.ut_user, "alice");
	strcpy(ut.ut_host, "far.example");
	ut.ut_tv.tv_sec = 1234;

	saved = dup(0);
	CHECK_EQ(dup2(slave, 0), 0);
	login(&ut);
	CHECK_EQ(dup2(saved, 0), 0);

	CHECK_EQ(t_utmp_records(_PATH_UTMP, u, 4), 1);
	CHECK_EQ(u[0].ut_type, USER_PROCESS);
	CHECK_EQ(u[0].ut_pid, getpid());
	CHECK(!strncmp(u[0].ut_line, line, UT_LINESIZE));
	CHECK(!strncmp(u[0].ut_id, "wt1", 4));
	CHECK_STR(u[0].ut_user, "alice");
	CHECK_STR(u[0].ut_host, "far.example");
	CHECK_EQ(u[0].ut_tv.tv_sec, 1234);
	CHECK_EQ(t_utmp_records(_PATH_WTMP, w, 8), 1);
	CHECK(!memcmp(&w[0], &u[0], sizeof u[0]));

	/* logout of that line */
	CHECK_EQ(logout(line), 1);
	CHECK_EQ(t_utmp_records(_PATH_UTMP, u, 4), 1);
	CHECK_EQ(u[0].ut_type, DEAD_PROCESS);
	CHECK(!strncmp(u[0].ut_line, line, UT_LINESIZE));
	CHECK(zeros(u[0].ut_user, sizeof u[0].ut_user));
	CHECK(zeros(u[0].ut_host, sizeof u[0].ut_host));
	CHECK_GT(u[0].ut_tv.tv_sec, 1234);
	CHECK_EQ(t_utmp_records(_PATH_WTMP, w, 8), 1);  /* logout leaves wtmp alone */
	/* nobody is logged in there any more, nor on an unknown line */
	CHECK_EQ(logout(line), 0);
	CHECK_EQ(logout("nosuchtty"), 0);

	/* logwtmp: a login, then the logout */
	logwtmp("tty9", "bob", "near.example");
	logwtmp("tty9", "", "");
	CHECK_EQ(t_utmp_records(_PATH_WTMP, w, 8), 3);
	CHECK_EQ(w[1].ut_type, USER_PROCESS);
	CHECK_EQ(w[1].ut_pid, getpid());
	CHECK_STR(w[1].ut_line, "tty9");
	CHECK_STR(w[1].ut_user, "bob");
	CHECK_STR(w[1].ut_host, "near.example");
	CHECK_GT(w[1].ut_tv.tv_sec, 1234);
	CHECK_EQ(w[2].ut_type, DEAD_PROCESS);
	CHECK_STR(w[2].ut_line, "tty9");
	CHECK(zeros(w[2].ut_user, sizeof w[2].ut_user));
	CHECK_EQ(t_utmp_records(_PATH_UTMP, u, 4), 1);
	return 0;
}
