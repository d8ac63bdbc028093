#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>

/* System V semantics: the handler is reset to SIG_DFL when it runs, the
   signal is not blocked during it, and system calls it interrupts fail
   with EINTR. */
void (*sysv_signal(int sig, void (*handler)(int)))(int)
{
	struct sigaction sa = { .sa_handler = handler, .sa_flags = SA_RESETHAND | SA_NODEFER }, old;

	if (handler == SIG_ERR) {
		errno = EINVAL;
		return SIG_ERR;
	}
	if (sigaction(sig, &sa, &old) < 0)
		return SIG_ERR;
	return old.sa_handler;
}
