#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>
#include "cancel.h"
#include "pthread_impl.h"

/* Names are at most 15 bytes (the kernel's comm), else ERANGE.  Another
   thread's name is its /proc comm file, used under its kill lock so the
   tid names it throughout; ENOENT once it has exited (as glibc, whose
   /proc/self/task/0 does not exist). */
int pthread_setname_np(pthread_t id, const char *name)
{
	struct __pthread *t = (struct __pthread *)id;
	char path[64];
	size_t n = strlen(name);
	unsigned long mask;
	int tid, fd, c, e = 0;

	if (n > 15)
		return ERANGE;
	if (t == __self())
		return prctl(PR_SET_NAME, name, 0, 0, 0) ? errno : 0;
	if (!(tid = __tid_lock(t, &mask)))
		return ENOENT;
	snprintf(path, sizeof path, "/proc/self/task/%d/comm", tid);
	/* Not a cancellation point, and the kill lock is held. */
	c = __cancel_off();
	if ((fd = open(path, O_WRONLY | O_CLOEXEC)) < 0) {
		e = errno;
	} else {
		if (write(fd, name, n) != (ssize_t)n)
			e = errno ? errno : EIO;
		close(fd);
	}
	__cancel_restore(c);
	__tid_unlock(t, &mask);
	return e;
}
