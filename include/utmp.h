/* The login records /var/run/utmp and /var/log/wtmp (BSD, glibc
   <utmp.h>): the same records and file as <utmpx.h>'s, under the older
   names. */
#ifndef _UTMP_H
#define _UTMP_H

#include <features.h>
#include <bits/utmprec.h>

#define UT_LINESIZE 32
#define UT_NAMESIZE 32
#define UT_HOSTSIZE 256

/* the ut_type values beyond POSIX's (bits/utmprec.h) */
#define RUN_LVL       1
#define ACCOUNTING    9

#define _PATH_UTMP "/var/run/utmp"
#define _PATH_WTMP "/var/log/wtmp"
#define _PATH_LASTLOG "/var/log/lastlog"
#define UTMP_FILE     _PATH_UTMP
#define UTMP_FILENAME _PATH_UTMP
#define WTMP_FILE     _PATH_WTMP
#define WTMP_FILENAME _PATH_WTMP

/* /var/log/lastlog: one record per uid. */
struct lastlog {
#if __WEFT_UT_TIME32
	int ll_time;
#else
	long ll_time;
#endif
	char ll_line[UT_LINESIZE];
	char ll_host[UT_HOSTSIZE];
};

/* struct utmpx's layout */
struct utmp {
	__WEFT_UT_MEMBERS(exit_status)
};

/* the old field names */
#define ut_name  ut_user
#define ut_time  ut_tv.tv_sec
#define ut_xtime ut_tv.tv_sec
#define ut_addr  ut_addr_v6[0]

__WEFT_BEGIN
int login_tty(int fd);
void setutent(void);
struct utmp *getutent(void);
struct utmp *getutid(const struct utmp *ut);
struct utmp *getutline(const struct utmp *ut);
struct utmp *pututline(const struct utmp *ut);
void endutent(void);
int utmpname(const char *file);
void updwtmp(const char *wtmp_file, const struct utmp *ut);
int getutent_r(struct utmp *buf, struct utmp **res);
int getutid_r(const struct utmp *ut, struct utmp *buf, struct utmp **res);
int getutline_r(const struct utmp *ut, struct utmp *buf, struct utmp **res);
/* BSD's login records (glibc's libutil) */
void login(const struct utmp *ut);
int logout(const char *line);
void logwtmp(const char *line, const char *name, const char *host);
__WEFT_END

#endif
