/* The user accounting database (POSIX <utmpx.h>): fixed-size records in
   glibc's file format, the layout utmp(5) describes. */
#ifndef _UTMPX_H
#define _UTMPX_H

#include <features.h>
#include <bits/utmprec.h>

#ifdef _GNU_SOURCE
/* the ut_type values beyond POSIX's */
#define RUN_LVL       1
#define ACCOUNTING    9
#define _PATH_UTMPX "/var/run/utmp"
#define _PATH_WTMPX "/var/log/wtmp"
#define UTMPX_FILE  _PATH_UTMPX
#define WTMPX_FILE  _PATH_WTMPX
#endif

/* How a DEAD_PROCESS ended: struct exit_status (bits/utmprec.h) when
   the program asks for more than POSIX, else a tag of the library's. */
#ifdef _DEFAULT_SOURCE
struct utmpx {
	__WEFT_UT_MEMBERS(exit_status)
};
#else
struct __exit_status {
	short e_termination;
	short e_exit;
};
struct utmpx {
	__WEFT_UT_MEMBERS(__exit_status)
};
#endif

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
