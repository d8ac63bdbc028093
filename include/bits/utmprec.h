/* The record of the login files (utmp(5)), for <utmp.h> and <utmpx.h>:
   struct utmp and struct utmpx are two names for one layout, glibc's.
   __WEFT_UT_MEMBERS(exit) lists its members, exit being the tag of
   ut_exit's type.  The ut_type values POSIX names come with it. */
#ifndef _BITS_UTMPREC_H
#define _BITS_UTMPREC_H

#include <bits/utmp.h>

#define __WEFT_WANT_pid_t
#define __WEFT_WANT_struct_timeval
#include <bits/typedefs.h>

/* ut_type */
#define EMPTY         0
#define BOOT_TIME     2
#define NEW_TIME      3
#define OLD_TIME      4
#define INIT_PROCESS  5
#define LOGIN_PROCESS 6
#define USER_PROCESS  7
#define DEAD_PROCESS  8

#if __WEFT_UT_TIME32
#define __WEFT_UT_TIMES \
	int ut_session; \
	struct { \
		int tv_sec; \
		int tv_usec; \
	} ut_tv;
#else
#define __WEFT_UT_TIMES \
	long ut_session; \
	struct timeval ut_tv;
#endif

#define __WEFT_UT_MEMBERS(exit) \
	short ut_type; \
	pid_t ut_pid; \
	char ut_line[32];         /* tty name without "/dev/" */ \
	char ut_id[4];            /* inittab id or tty suffix */ \
	char ut_user[32]; \
	char ut_host[256];        /* remote host */ \
	struct exit ut_exit; \
	__WEFT_UT_TIMES \
	int ut_addr_v6[4];        /* remote IPv4 address in [0], or IPv6 */ \
	char __ut_unused[20];

#endif

/* How a DEAD_PROCESS ended: always in <utmp.h>, in <utmpx.h> only when
   the program asks for more than POSIX (outside the guard above, as
   either header may come first). */
#if !defined __WEFT_HAVE_EXIT_STATUS && (defined _UTMP_H || defined _DEFAULT_SOURCE)
#define __WEFT_HAVE_EXIT_STATUS
struct exit_status {
	short e_termination;
	short e_exit;
};
#endif
