#define _GNU_SOURCE
#include <string.h>
#include <sys/time.h>
#include <utmp.h>

/* Marks the login on line (a terminal name without "/dev/") ended in the
   utmp database: a DEAD_PROCESS without user or host, stamped now.
   1 when there was such a login and the record was rewritten, else 0. */
int logout(const char *line)
{
	struct utmp key, buf, *found;
	struct timeval now;
	int done = 0;

	memset(&key, 0, sizeof key);
	strncpy(key.ut_line, line, sizeof key.ut_line);
	setutent();
	if (getutline_r(&key, &buf, &found) == 0) {
		gettimeofday(&now, 0);
		memset(found->ut_user, 0, sizeof found->ut_user);
		memset(found->ut_host, 0, sizeof found->ut_host);
		found->ut_tv.tv_sec = now.tv_sec;
		found->ut_tv.tv_usec = now.tv_usec;
		found->ut_type = DEAD_PROCESS;
		done = pututline(found) != 0;
	}
	endutent();
	return done;
}
