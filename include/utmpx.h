/* The user accounting database (POSIX <utmpx.h>): fixed-size records in
   glibc's file format, the layout utmp(5) describes. */
#ifndef _UTMPX_H
#define _UTMPX_H

#include <features.h>
#include <bits/utmp.h>

#define __WEFT_WANT_pid_t
#define __WEFT_WANT_struct_timeval
#include <bits/typedefs.h>

/* ut_type */
#define EMPTY         0
#ifdef _GNU_SOURCE
#define RUN_LVL       1
#endif
#define BOOT_TIME     2
#define NEW_TIME      3
#define OLD_TIME      4
#define INIT_PROCESS  5
#define LOGIN_PROCESS 6
#define USER_PROCESS  7
#define DEAD_PROCESS  8

#ifdef _GNU_SOURCE
#define ACCOUNTING    9
#define _PATH_UTMPX "/var/run/utmp"
#define _PATH_WTMPX "/var/log/wtmp"
#define UTMPX_FILE  _PATH_UTMPX
#define WTMPX_FILE  _PATH_WTMPX
#endif

/* How a DEAD_PROCESS ended.  The tag is in the programs' name space only
   when they ask for more than POSIX. */
#ifdef _DEFAULT_SOURCE
#ifndef __WEFT_HAVE_EXIT_STATUS
#define __WEFT_HAVE_EXIT_STATUS
struct exit_status {
	short e_termination;
	short e_exit;
};
#endif
#define __WEFT_UTX_EXIT exit_status
#else
struct __exit_status {
	short e_termination;
	short e_exit;
};
#define __WEFT_UTX_EXIT __exit_status
#endif

struct utmpx {
	short ut_type;
	pid_t ut_pid;
	char ut_line[32];         /* tty name without "/dev/" */
	char ut_id[4];            /* inittab id or tty suffix */
	char ut_user[32];
	char ut_host[256];        /* remote host */
	struct __WEFT_UTX_EXIT ut_exit;
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
	int ut_addr_v6[4];        /* remote IPv4 address in [0], or IPv6 */
	char __ut_unused[20];
};
#undef __WEFT_UTX_EXIT

__WEFT_BEGIN
void setutxent(void);
struct utmpx *getutxent(void);
struct utmpx *getutxid(const struct utmpx *ut);
struct utmpx *getutxline(const struct utmpx *ut);
struct utmpx *pututxline(const struct utmpx *ut);
void endutxent(void);
#ifdef _GNU_SOURCE
struct utmp;
int utmpxname(const char *file);
void updwtmpx(const char *wtmpx_file, const struct utmpx *utmpx);
void getutmp(const struct utmpx *ux, struct utmp *u);
void getutmpx(const struct utmp *u, struct utmpx *ux);
#endif
__WEFT_END

#endif
