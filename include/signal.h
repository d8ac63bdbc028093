#ifndef _SIGNAL_H
#define _SIGNAL_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_uid_t
#define __WEFT_WANT_sigset_t
#define __WEFT_WANT_struct_timespec
#define __WEFT_WANT_time_t
#include <bits/typedefs.h>

/* Signal numbers shared by x86_64, aarch64 and riscv64. */
#define SIGHUP    1
#define SIGINT    2
#define SIGQUIT   3
#define SIGILL    4
#define SIGTRAP   5
#define SIGABRT   6
#define SIGIOT    SIGABRT
#define SIGBUS    7
#define SIGFPE    8
#define SIGKILL   9
#define SIGUSR1   10
#define SIGSEGV   11
#define SIGUSR2   12
#define SIGPIPE   13
#define SIGALRM   14
#define SIGTERM   15
#define SIGSTKFLT 16
#define SIGCHLD   17
#define SIGCLD    SIGCHLD
#define SIGCONT   18
#define SIGSTOP   19
#define SIGTSTP   20
#define SIGTTIN   21
#define SIGTTOU   22
#define SIGURG    23
#define SIGXCPU   24
#define SIGXFSZ   25
#define SIGVTALRM 26
#define SIGPROF   27
#define SIGWINCH  28
#define SIGIO     29
#define SIGPOLL   SIGIO
#define SIGPWR    30
#define SIGSYS    31
#define SIGUNUSED SIGSYS
#define _NSIG     65
#define NSIG      _NSIG

/* Signals 32 and 33 are weft's own (thread cancellation and the set*id
   broadcast, as with glibc): applications get 34..64. */
#define SIGRTMIN (__libc_current_sigrtmin())
#define SIGRTMAX (__libc_current_sigrtmax())

#define SIG_ERR  ((void (*)(int))-1)
#define SIG_DFL  ((void (*)(int))0)
#define SIG_IGN  ((void (*)(int))1)
#define SIG_HOLD ((void (*)(int))2)

#define SIG_BLOCK   0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2

#define SA_NOCLDSTOP 0x00000001
#define SA_NOCLDWAIT 0x00000002
#define SA_SIGINFO   0x00000004
#define SA_ONSTACK   0x08000000
#define SA_RESTART   0x10000000
#define SA_NODEFER   0x40000000
#define SA_RESETHAND 0x80000000
#define SA_NOMASK    SA_NODEFER
#define SA_ONESHOT   SA_RESETHAND

#define SS_ONSTACK 1
#define SS_DISABLE 2
#define SS_AUTODISARM (1U << 31)

typedef int sig_atomic_t;

union sigval {
	int sival_int;
	void *sival_ptr;
};

/* 128 bytes, with the kernel's layout (glibc-compatible field names). */
typedef struct {
	int si_signo, si_errno, si_code;
	union {
		char __pad[128 - 2 * sizeof(int) - sizeof(long)];
		struct {
			union {
				struct { pid_t si_pid; uid_t si_uid; } __piduid;
				struct { int si_timerid; int si_overrun; } __timer;
			} __first;
			union {
				union sigval si_value;
				struct { int si_status; long si_utime, si_stime; } __sigchld;
			} __second;
		} __si_common;
		struct {
			void *si_addr;
			short si_addr_lsb;
			union {
				struct { void *si_lower, *si_upper; } __addr_bnd;
				unsigned si_pkey;
			} __bounds;
		} __sigfault;
		struct { long si_band; int si_fd; } __sigpoll;
		struct { void *si_call_addr; int si_syscall; unsigned si_arch; } __sigsys;
	} __si_fields;
} siginfo_t;

#define si_pid       __si_fields.__si_common.__first.__piduid.si_pid
#define si_uid       __si_fields.__si_common.__first.__piduid.si_uid
#define si_timerid   __si_fields.__si_common.__first.__timer.si_timerid
#define si_overrun   __si_fields.__si_common.__first.__timer.si_overrun
#define si_value     __si_fields.__si_common.__second.si_value
#define si_int       si_value.sival_int
#define si_ptr       si_value.sival_ptr
#define si_status    __si_fields.__si_common.__second.__sigchld.si_status
#define si_utime     __si_fields.__si_common.__second.__sigchld.si_utime
#define si_stime     __si_fields.__si_common.__second.__sigchld.si_stime
#define si_addr      __si_fields.__sigfault.si_addr
#define si_addr_lsb  __si_fields.__sigfault.si_addr_lsb
#define si_lower     __si_fields.__sigfault.__bounds.__addr_bnd.si_lower
#define si_upper     __si_fields.__sigfault.__bounds.__addr_bnd.si_upper
#define si_pkey      __si_fields.__sigfault.__bounds.si_pkey
#define si_band      __si_fields.__sigpoll.si_band
#define si_fd        __si_fields.__sigpoll.si_fd
#define si_call_addr __si_fields.__sigsys.si_call_addr
#define si_syscall   __si_fields.__sigsys.si_syscall
#define si_arch      __si_fields.__sigsys.si_arch

/* si_code values */
#define SI_ASYNCNL (-60)
#define SI_TKILL   (-6)
#define SI_SIGIO   (-5)
#define SI_ASYNCIO (-4)
#define SI_MESGQ   (-3)
#define SI_TIMER   (-2)
#define SI_QUEUE   (-1)
#define SI_USER    0
#define SI_KERNEL  0x80

#define ILL_ILLOPC 1
#define ILL_ILLOPN 2
#define ILL_ILLADR 3
#define ILL_ILLTRP 4
#define ILL_PRVOPC 5
#define ILL_PRVREG 6
#define ILL_COPROC 7
#define ILL_BADSTK 8
#define FPE_INTDIV 1
#define FPE_INTOVF 2
#define FPE_FLTDIV 3
#define FPE_FLTOVF 4
#define FPE_FLTUND 5
#define FPE_FLTRES 6
#define FPE_FLTINV 7
#define FPE_FLTSUB 8
#define SEGV_MAPERR 1
#define SEGV_ACCERR 2
#define SEGV_BNDERR 3
#define SEGV_PKUERR 4
#define BUS_ADRALN 1
#define BUS_ADRERR 2
#define BUS_OBJERR 3
#define BUS_MCEERR_AR 4
#define BUS_MCEERR_AO 5
#define TRAP_BRKPT 1
#define TRAP_TRACE 2
#define CLD_EXITED 1
#define CLD_KILLED 2
#define CLD_DUMPED 3
#define CLD_TRAPPED 4
#define CLD_STOPPED 5
#define CLD_CONTINUED 6
#define POLL_IN 1
#define POLL_OUT 2
#define POLL_MSG 3
#define POLL_ERR 4
#define POLL_PRI 5
#define POLL_HUP 6

/* pthread_t and pthread_attr_t (POSIX: <signal.h> defines them, for
   pthread_kill and struct sigevent). */
#include <bits/pthreadtypes.h>

/* Same layout as glibc's: 64 bytes. */
typedef struct sigevent {
	union sigval sigev_value;
	int sigev_signo;
	int sigev_notify;
	union {
		char __pad[64 - 2 * sizeof(int) - sizeof(union sigval)];
		int _tid;
		struct {
			void (*_function)(union sigval);
			pthread_attr_t *_attribute;
		} _sigev_thread;
	} _sigev_un;
} sigevent_t;
#define sigev_notify_function   _sigev_un._sigev_thread._function
#define sigev_notify_attributes _sigev_un._sigev_thread._attribute
#define sigev_notify_thread_id  _sigev_un._tid

#define SIGEV_SIGNAL    0
#define SIGEV_NONE      1
#define SIGEV_THREAD    2
#define SIGEV_THREAD_ID 4

typedef void (*__sighandler_t)(int);
#ifdef _GNU_SOURCE
typedef __sighandler_t sighandler_t;
#endif
#if defined(_DEFAULT_SOURCE)
typedef __sighandler_t sig_t;
#endif

struct sigaction {
	union {
		void (*sa_handler)(int);
		void (*sa_sigaction)(int, siginfo_t *, void *);
	} __sa_handler;
	sigset_t sa_mask;
	int sa_flags;
	void (*sa_restorer)(void);
};
#define sa_handler   __sa_handler.sa_handler
#define sa_sigaction __sa_handler.sa_sigaction

typedef struct {
	void *ss_sp;
	int ss_flags;
	size_t ss_size;
} stack_t;

#include <bits/signal.h>

__WEFT_BEGIN

int __libc_current_sigrtmin(void);
int __libc_current_sigrtmax(void);

void (*signal(int sig, void (*handler)(int)))(int);
int raise(int sig);
int kill(pid_t pid, int sig);
int killpg(pid_t pgrp, int sig);
int sigaction(int sig, const struct sigaction *__weft_restrict act,
	      struct sigaction *__weft_restrict old);
int sigprocmask(int how, const sigset_t *__weft_restrict set, sigset_t *__weft_restrict old);
int sigpending(sigset_t *set);
int sigsuspend(const sigset_t *mask);
int sigaltstack(const stack_t *__weft_restrict ss, stack_t *__weft_restrict old);
int sigemptyset(sigset_t *set);
int sigfillset(sigset_t *set);
int sigaddset(sigset_t *set, int sig);
int sigdelset(sigset_t *set, int sig);
int sigismember(const sigset_t *set, int sig);
int sigqueue(pid_t pid, int sig, const union sigval value);
int pthread_kill(pthread_t thread, int sig);
int pthread_sigmask(int how, const sigset_t *__weft_restrict set, sigset_t *__weft_restrict old);
int sigwait(const sigset_t *__weft_restrict set, int *__weft_restrict sig);
int sigwaitinfo(const sigset_t *__weft_restrict set, siginfo_t *__weft_restrict info);
int sigtimedwait(const sigset_t *__weft_restrict set, siginfo_t *__weft_restrict info,
		 const struct timespec *__weft_restrict timeout);
#if defined(_XOPEN_SOURCE) && _XOPEN_SOURCE + 0 >= 500 && _XOPEN_SOURCE + 0 < 700
/* signal's semantics, under the name XSI gave it before 2008. */
void (*bsd_signal(int sig, void (*handler)(int)))(int);
#endif
#if defined(_XOPEN_SOURCE) || defined(_DEFAULT_SOURCE)
/* The old XSI calls; sigpause is the XSI one (takes a signal number). */
int sighold(int sig);
int sigrelse(int sig);
int sigignore(int sig);
int sigpause(int sig);
void (*sigset(int sig, void (*handler)(int)))(int);
#endif
#ifdef _DEFAULT_SOURCE
/* BSD masks as an int: bit sig-1 for signals 1 to 32. */
#define sigmask(sig) ((int)(1u << ((sig) - 1)))
int sigblock(int mask);
int sigsetmask(int mask);
int siggetmask(void);
/* System V names of signal and raise. */
void (*ssignal(int sig, void (*handler)(int)))(int);
int gsignal(int sig);
#endif
int siginterrupt(int sig, int flag);
void psignal(int sig, const char *msg);
void psiginfo(const siginfo_t *info, const char *msg);
#ifdef _GNU_SOURCE
int sigisemptyset(const sigset_t *set);
int sigorset(sigset_t *dst, const sigset_t *a, const sigset_t *b);
int sigandset(sigset_t *dst, const sigset_t *a, const sigset_t *b);
int pthread_sigqueue(pthread_t thread, int sig, const union sigval value);
int tgkill(pid_t tgid, pid_t tid, int sig);
/* Handler reset when it runs, signal not blocked, no restart. */
void (*sysv_signal(int sig, void (*handler)(int)))(int);
#endif

__WEFT_END

#endif
