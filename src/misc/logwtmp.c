#define _GNU_SOURCE
#include <string.h>
#include <sys/time.h>
#include <unistd.h>
#include <utmp.h>

/* Appends to _PATH_WTMP a login of name on line from host, stamped now;
   an empty name records the logout on line (DEAD_PROCESS). */
void logwtmp(const char *line, const char *name, const char *host)
{
	struct utmp ut;
	struct timeval now;

	memset(&ut, 0, sizeof ut);
	ut.ut_type = *name ? USER_PROCESS : DEAD_PROCESS;
	ut.ut_pid = getpid();
	strncpy(ut.ut_line, line, sizeof ut.ut_line);
	strncpy(ut.ut_user, name, sizeof ut.ut_user);
	strncpy(ut.ut_host, host, sizeof ut.ut_host);
	gettimeofday(&now, 0);
	ut.ut_tv.tv_sec = now.tv_sec;
	ut.ut_tv.tv_usec = now.tv_usec;
	updwtmp(_PATH_WTMP, &ut);
}
