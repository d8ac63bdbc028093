#define _GNU_SOURCE
#include <string.h>
#include <unistd.h>
#include <utmp.h>
#include <utmpx.h>

/* Records a login: ut as a USER_PROCESS of this process on the terminal
   of standard input, output or error (the first that is one), in the
   utmp database (utmpname's file, _PATH_UTMP by default) and appended
   to _PATH_WTMP.  Without a terminal the line is "???" and only wtmp
   gets the record, since utmp is indexed by terminal. */
void login(const struct utmp *ut)
{
	struct utmp rec;
	char tty[64];
	const char *line = 0;

	memcpy(&rec, ut, sizeof rec);
	rec.ut_type = USER_PROCESS;
	rec.ut_pid = getpid();
	for (int fd = 0; fd < 3 && !line; fd++)
		if (ttyname_r(fd, tty, sizeof tty) == 0)
			line = strncmp(tty, "/dev/", 5) ? tty : tty + 5;
	memset(rec.ut_line, 0, sizeof rec.ut_line);
	strncpy(rec.ut_line, line ? line : "???", sizeof rec.ut_line);
	if (line) {
		setutent();
		pututline(&rec);
		endutent();
	}
	updwtmp(_PATH_WTMP, &rec);
}
