/* The login records /var/run/utmp and /var/log/wtmp (BSD, glibc
   <utmp.h>): the same records and file as <utmpx.h>'s, under the older
   names. */
#ifndef _UTMP_H
#define _UTMP_H

#include <features.h>
#include <bits/utmp.h>

#define __WEFT_WANT_pid_t
#define __WEFT_WANT_struct_timeval
#include <bits/typedefs.h>

#define UT_LINESIZE 32
#define UT_NAMESIZE 32
#define UT_HOSTSIZE 256

#define EMPTY         0
#define RUN_LVL       1
#define BOOT_TIME     2
#define NEW_TIME      3
#define OLD_TIME      4
#define INIT_PROCESS  5
#define LOGIN_PROCESS 6
#define USER_PROCESS  7
#define DEAD_PROCESS  8
#define ACCOUNTING    9

#define _PATH_UTMP "/var/run/utmp"
#define _PATH_WTMP "/var/log/wtmp"
#define _PATH_LASTLOG "/var/log/lastlog"
#define UTMP_FILE     _PATH_UTMP
#define UTMP_FILENAME _PATH_UTMP
#define WTMP_FILE     _PATH_WTMP
#define WTMP_FILENAME _PATH_WTMP

#ifndef __WEFT_HAVE_EXIT_STATUS
#define __WEFT_HAVE_EXIT_STATUS
struct exit_status {
	short e_termination;
	short e_exit;
};
#endif

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
	short ut_type;
	pid_t ut_pid;
	char ut_line[UT_LINESIZE];
	char ut_id[4];
	char ut_user[UT_NAMESIZE];
	char ut_host[UT_HOSTSIZE];
	struct exit_status ut_exit;
#if __WEFT_UT_TIME32
	int ut_session;
	struct {
		int tv_sec;
		int tv_usec;
	} ut_tv;
#else
	long ut_session;
	struct timeval ut_tv;
#endif
	int ut_addr_v6[4];
	char __ut_unused[20];
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
__WEFT_END

#endif
