#ifndef _SIGNAL_H
#define _SIGNAL_H

#include <features.h>

#define __WEFT_WANT_pid_t
#define __WEFT_WANT_uid_t
#define __WEFT_WANT_sigset_t
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
#define _NSIG     65

typedef int sig_atomic_t;

__WEFT_BEGIN
int raise(int sig);
int kill(pid_t pid, int sig);
__WEFT_END

#endif
