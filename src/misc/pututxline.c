#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include "syscall.h"
#include "utmp_impl.h"

/* Writes ut over the record getutxid(ut) finds (the one just read if it
   matches, else the next from the current offset on) or at the end.
   Returns a copy of what was written, or null with errno. */
struct utmpx *pututxline(const struct utmpx *ut)
{
	struct utmpx k;
	off_t at = -1;
	long r;
	int e, append;

	memcpy(&k, ut, sizeof k);
	if (__ut_open())
		return 0;
	if (!__utmp.rw) {
		/* opened read-only: a writer needs the file read-write */
		r = __syscall(SYS_openat, AT_FDCWD, __utmp.name ? __utmp.name : _PATH_UTMP,
			      O_RDWR | O_CLOEXEC | O_LARGEFILE);
		if (r < 0) {
			errno = -r;
			return 0;
		}
		__syscall(SYS_dup3, r, __utmp.fd, O_CLOEXEC);
		__syscall(SYS_close, r);
		__utmp.rw = 1;
	}
	if (__utmp.have && __ut_id_match(&k, &__utmp.rec.x)) {
		at = __utmp.off - __UT_SIZE;
	} else {
		e = errno;
		if (__ut_search(&k, 0))
			at = __utmp.off - __UT_SIZE;
		else if (errno != ESRCH && errno != EINVAL)
			return 0;
		errno = e;
	}
	if (__ut_lock(__utmp.fd, F_WRLCK))
		return 0;
	append = at < 0;
	if (append) {
		/* append, over a partial record a crashed writer left */
		at = __syscall(SYS_lseek, __utmp.fd, 0, SEEK_END);
		if (at >= 0)
			at -= at % __UT_SIZE;
	}
	r = at < 0 ? at : __syscall(SYS_pwrite64, __utmp.fd, &k, __UT_SIZE, at);
	if (r >= 0 && r < (long)__UT_SIZE) {
		/* leave no partial record behind */
		if (append)
			__syscall(SYS_ftruncate, __utmp.fd, at);
		r = -ENOSPC;
	}
	__ut_lock(__utmp.fd, F_UNLCK);
	__utmp.have = 0;
	if (r < 0) {
		errno = -r;
		return 0;
	}
	memcpy(&__utmp.rec.x, &k, sizeof k);
	__utmp.off = at + __UT_SIZE;
	__utmp.have = 1;
	return &__utmp.rec.x;
}
