#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdarg.h>
#include "clone.h"
#include "syscall.h"

/* The public clone: the arch's __clone does the system call and runs
   fn(arg) in the child on the caller's stack.  The three optional
   arguments are positional, so a caller that needs the last one passes
   all three; read only as many as the flags ask for. */
int clone(int (*fn)(void *), void *stack, int flags, void *arg, ...)
{
	pid_t *ptid = 0, *ctid = 0;
	void *tls = 0;
	int want = 0;
	va_list ap;

	if (!fn || !stack)
		return __syscall_ret(-EINVAL);
	if (flags & (CLONE_PARENT_SETTID | CLONE_PIDFD))
		want = 1;
	if (flags & CLONE_SETTLS)
		want = 2;
	if (flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID))
		want = 3;
	va_start(ap, arg);
	if (want >= 1)
		ptid = va_arg(ap, pid_t *);
	if (want >= 2)
		tls = va_arg(ap, void *);
	if (want >= 3)
		ctid = va_arg(ap, pid_t *);
	va_end(ap);
	return __syscall_ret(__clone(fn, stack, (unsigned)flags, arg, ptid, tls, ctid));
}
