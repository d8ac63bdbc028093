/* The system logger: messages go to /dev/log in the traditional
   "<priority>timestamp tag[pid]: message" form that syslog daemons and
   journald read. */
#ifndef _SYSLOG_H
#define _SYSLOG_H

#include <features.h>

#define __WEFT_WANT___gnuc_va_list
#include <bits/typedefs.h>

/* Priorities: the low three bits of a priority value. */
#define LOG_EMERG   0
#define LOG_ALERT   1
#define LOG_CRIT    2
#define LOG_ERR     3
#define LOG_WARNING 4
#define LOG_NOTICE  5
#define LOG_INFO    6
#define LOG_DEBUG   7
#define LOG_PRIMASK 0x07
#define LOG_PRI(p)  ((p) & LOG_PRIMASK)
#define LOG_MAKEPRI(fac, pri) ((fac) | (pri))

/* Facilities: the bits above, numbered as every syslog daemon expects. */
#define LOG_KERN     (0 << 3)
#define LOG_USER     (1 << 3)
#define LOG_MAIL     (2 << 3)
#define LOG_DAEMON   (3 << 3)
#define LOG_AUTH     (4 << 3)
#define LOG_SYSLOG   (5 << 3)
#define LOG_LPR      (6 << 3)
#define LOG_NEWS     (7 << 3)
#define LOG_UUCP     (8 << 3)
#define LOG_CRON     (9 << 3)
#define LOG_AUTHPRIV (10 << 3)
#define LOG_FTP      (11 << 3)
#define LOG_LOCAL0   (16 << 3)
#define LOG_LOCAL1   (17 << 3)
#define LOG_LOCAL2   (18 << 3)
#define LOG_LOCAL3   (19 << 3)
#define LOG_LOCAL4   (20 << 3)
#define LOG_LOCAL5   (21 << 3)
#define LOG_LOCAL6   (22 << 3)
#define LOG_LOCAL7   (23 << 3)
#define LOG_NFACILITIES 24
#define LOG_FACMASK  0x03f8
#define LOG_FAC(p)   (((p) & LOG_FACMASK) >> 3)

/* setlogmask's argument: one bit per priority. */
#define LOG_MASK(pri) (1 << (pri))
#define LOG_UPTO(pri) ((1 << ((pri) + 1)) - 1)

/* openlog's options. */
#define LOG_PID    0x01  /* tag each message with the process id */
#define LOG_CONS   0x02  /* write to /dev/console when the logger fails */
#define LOG_ODELAY 0x04  /* connect at the first message (the default) */
#define LOG_NDELAY 0x08  /* connect now */
#define LOG_NOWAIT 0x10  /* no effect: no child is ever waited for */
#define LOG_PERROR 0x20  /* copy each message to stderr */

/* The names syslogd and logger accept, for a program that defines
   SYSLOG_NAMES before including this header (BSD, glibc): each table
   ends with a null name.  Static, so that two files of one program may
   both ask for them. */
#ifdef SYSLOG_NAMES
#define INTERNAL_NOPRI 0x10
#define INTERNAL_MARK  LOG_MAKEPRI(LOG_NFACILITIES << 3, 0)
typedef struct _code {
	char *c_name;
	int c_val;
} CODE;
static CODE prioritynames[] = {
	{ (char *)"alert", LOG_ALERT }, { (char *)"crit", LOG_CRIT },
	{ (char *)"debug", LOG_DEBUG }, { (char *)"emerg", LOG_EMERG },
	{ (char *)"err", LOG_ERR }, { (char *)"error", LOG_ERR },
	{ (char *)"info", LOG_INFO }, { (char *)"none", INTERNAL_NOPRI },
	{ (char *)"notice", LOG_NOTICE }, { (char *)"panic", LOG_EMERG },
	{ (char *)"warn", LOG_WARNING }, { (char *)"warning", LOG_WARNING },
	{ 0, -1 }
};
static CODE facilitynames[] = {
	{ (char *)"auth", LOG_AUTH }, { (char *)"authpriv", LOG_AUTHPRIV },
	{ (char *)"cron", LOG_CRON }, { (char *)"daemon", LOG_DAEMON },
	{ (char *)"ftp", LOG_FTP }, { (char *)"kern", LOG_KERN },
	{ (char *)"lpr", LOG_LPR }, { (char *)"mail", LOG_MAIL },
	{ (char *)"mark", INTERNAL_MARK }, { (char *)"news", LOG_NEWS },
	{ (char *)"security", LOG_AUTH }, { (char *)"syslog", LOG_SYSLOG },
	{ (char *)"user", LOG_USER }, { (char *)"uucp", LOG_UUCP },
	{ (char *)"local0", LOG_LOCAL0 }, { (char *)"local1", LOG_LOCAL1 },
	{ (char *)"local2", LOG_LOCAL2 }, { (char *)"local3", LOG_LOCAL3 },
	{ (char *)"local4", LOG_LOCAL4 }, { (char *)"local5", LOG_LOCAL5 },
	{ (char *)"local6", LOG_LOCAL6 }, { (char *)"local7", LOG_LOCAL7 },
	{ 0, -1 }
};
#endif

__WEFT_BEGIN
void openlog(const char *ident, int option, int facility);
void closelog(void);
int setlogmask(int mask);
void syslog(int priority, const char *fmt, ...) __attribute__((__format__(__printf__, 2, 3)));
#if defined(_DEFAULT_SOURCE)
void vsyslog(int priority, const char *fmt, __gnuc_va_list ap)
	__attribute__((__format__(__printf__, 2, 0)));
#endif
__WEFT_END

#endif
