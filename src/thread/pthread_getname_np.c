#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>
#include "cancel.h"
#include "pthread_impl.h"

/* ERANGE when len cannot hold a 15-byte name and its NUL, as glibc.
   Another thread's name is read under its kill lock, as in
   pthread_setname_np; ENOENT once it has exited. */
int pthread_getname_np(pthread_t id, char *name, size_t len)
{
	struct __pthread *t = (struct __pthread *)id;
	char path[64], buf[17];
	ssize_t n = 0;
	unsigned long mask;
	int tid, fd, c, e = 0;

	if (len < 16)
		return ERANGE;
	if (t == __self())
		return prctl(PR_GET_NAME, name, 0, 0, 0) ? errno : 0;
	if (!(tid = __tid_lock(t, &mask)))
		return ENOENT;
	snprintf(path, sizeof path, "/proc/self/task/%d/comm", tid);
	/* Not a cancellation point, and the kill lock is held. */
	c = __cancel_off();
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		e = errno;
	} else {
		if ((n = read(fd, buf, sizeof buf - 1)) < 0)
			e = errno;
		close(fd);
	}
	__cancel_restore(c);
	__tid_unlock(t, &mask);
	if (e)
		return e;
	if (n && buf[n - 1] == '\n')
		n--;
	memcpy(name, buf, n);
	name[n] = 0;
	return 0;
}
