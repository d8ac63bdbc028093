#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include "syscall.h"
#include "utmp_impl.h"

/* Appends ut to the file (which must exist: wtmp is created by whoever
   rotates it), under a write lock.  A partial record at the end, left by
   a writer that died, is overwritten.  Failures show only in errno. */
void updwtmpx(const char *wtmpx_file, const struct utmpx *ut)
{
	long fd = __syscall(SYS_openat, AT_FDCWD, wtmpx_file, O_WRONLY | O_CLOEXEC | O_LARGEFILE);
	long end, r;

	if (fd < 0) {
		errno = -fd;
		return;
	}
	if (!__ut_lock(fd, F_WRLCK)) {
		end = __syscall(SYS_lseek, fd, 0, SEEK_END);
		if (end >= 0) {
			end -= end % __UT_SIZE;
			r = __syscall(SYS_pwrite64, fd, ut, __UT_SIZE, end);
			if (r != (long)__UT_SIZE) {
				__syscall(SYS_ftruncate, fd, end);
				errno = r < 0 ? -r : ENOSPC;
			}
		} else {
			errno = -end;
		}
		__ut_lock(fd, F_UNLCK);
	}
	__syscall(SYS_close, fd);
}
