/* The standard signals with glibc's texts: SIGNALS(S) expands
   S(name, text) for each, for strsignal, sigdescr_np and sigabbrev_np
   (never installed). */
#ifndef _WEFT_SIGLIST_H
#define _WEFT_SIGLIST_H

#include <signal.h>

#define SIGNALS(S) \
	S(SIGHUP, "Hangup") \
	S(SIGINT, "Interrupt") \
	S(SIGQUIT, "Quit") \
	S(SIGILL, "Illegal instruction") \
	S(SIGTRAP, "Trace/breakpoint trap") \
	S(SIGABRT, "Aborted") \
	S(SIGBUS, "Bus error") \
	S(SIGFPE, "Floating point exception") \
	S(SIGKILL, "Killed") \
	S(SIGUSR1, "User defined signal 1") \
	S(SIGSEGV, "Segmentation fault") \
	S(SIGUSR2, "User defined signal 2") \
	S(SIGPIPE, "Broken pipe") \
	S(SIGALRM, "Alarm clock") \
	S(SIGTERM, "Terminated") \
	S(SIGSTKFLT, "Stack fault") \
	S(SIGCHLD, "Child exited") \
	S(SIGCONT, "Continued") \
	S(SIGSTOP, "Stopped (signal)") \
	S(SIGTSTP, "Stopped") \
	S(SIGTTIN, "Stopped (tty input)") \
	S(SIGTTOU, "Stopped (tty output)") \
	S(SIGURG, "Urgent I/O condition") \
	S(SIGXCPU, "CPU time limit exceeded") \
	S(SIGXFSZ, "File size limit exceeded") \
	S(SIGVTALRM, "Virtual timer expired") \
	S(SIGPROF, "Profiling timer expired") \
	S(SIGWINCH, "Window changed") \
	S(SIGIO, "I/O possible") \
	S(SIGPWR, "Power failure") \
	S(SIGSYS, "Bad system call")

#endif
