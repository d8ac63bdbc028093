#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include "cancel.h"
#include "pthread_impl.h"
#include "syscall.h"

/* The main thread's stack: the mapping around a local variable of ours
   (read from /proc/self/maps), as large as RLIMIT_STACK allows without
   reaching the mapping below it — what glibc reports. */
static int main_stack(pthread_attr_t *a)
{
	char buf[4096];
	uintptr_t here = (uintptr_t)&buf, lo = 0, hi = 0, prev_end = 0, start, end;
	struct rlimit rl;
	size_t len = 0, size;
	ssize_t n;
	int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return errno;
	for (;;) {
		char *line = buf, *nl;
		n = read(fd, buf + len, sizeof buf - 1 - len);
		if (n <= 0)
			break;
		len += n;
		buf[len] = 0;
		while ((nl = strchr(line, '\n'))) {
			char *e;
			start = strtoul(line, &e, 16);
			end = strtoul(e + 1, 0, 16);
			if (here >= start && here < end) {
				lo = start;
				hi = end;
				break;
			}
			prev_end = end;
			line = nl + 1;
		}
		if (hi)
			break;
		len -= line - buf;
		memmove(buf, line, len);
	}
	close(fd);
	if (!hi)
		return ENOENT;
	size = hi - lo;
	if (!getrlimit(RLIMIT_STACK, &rl) && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur > size)
		size = rl.rlim_cur;
	if (size > hi - prev_end)
		size = hi - prev_end;
	size &= -__libc.page_size;
	a->_a_stackaddr = hi - size;
	a->_a_stacksize = size;
	a->_a_flags |= A_HAS_STACK;
	return 0;
}

/* The attributes thread t is running with: its real stack, guard,
   detach state, and its scheduling as the kernel has it now.  ESRCH once
   t has exited: there is no scheduling left to report (glibc 2.36 reports
   the caller's).  The descriptor itself stays valid until t is joined
   (see docs/threads.md, lifetime). */
int pthread_getattr_np(pthread_t id, pthread_attr_t *a)
{
	struct __pthread *t = (struct __pthread *)id;
	struct sched_param sp;
	unsigned long mask;
	long policy;
	int tid, e;

	if (!(tid = __tid_lock(t, &mask)))
		return ESRCH;
	policy = __syscall(SYS_sched_getscheduler, tid);
	if (policy >= 0 && __syscall(SYS_sched_getparam, tid, &sp))
		policy = -1;
	__tid_unlock(t, &mask);
	pthread_attr_init(a);
	a->_a_detach = t->detach_state == DT_DETACHED;
	if (t->is_main) {
		a->_a_guardsize = 0;
		/* Not a cancellation point: reading /proc must not become one. */
		int c = __cancel_off();
		e = main_stack(a);
		__cancel_restore(c);
		if (e)
			return e;
	} else if ((char *)t->stack == (char *)t->map_base + t->guard_size) {
		/* A stack of ours runs up into the descriptor's page, less than
		   a page past the size asked for: report the size asked for
		   (as glibc; programs compare), ending at the real top, which
		   a collector scanning the stack must not miss. */
		size_t size = t->stack_size & -__libc.page_size;
		a->_a_stackaddr = (unsigned long)t->stack + t->stack_size - size;
		a->_a_stacksize = size;
		a->_a_guardsize = t->guard_size;
		a->_a_flags |= A_HAS_STACK;
	} else {
		a->_a_stackaddr = (unsigned long)t->stack;
		a->_a_stacksize = t->stack_size;
		a->_a_guardsize = t->guard_size;
		a->_a_flags |= A_HAS_STACK;
	}
	if (policy >= 0)
		a->_a_flags = (a->_a_flags & 0xff00) | (int)(policy & 0xff) | (sp.sched_priority << 16);
	return 0;
}
