#include <fcntl.h>
#include "syscall.h"
#include "libc.h"

/* creat(p, m) is open(p, O_WRONLY|O_CREAT|O_TRUNC, m); a cancellation point. */
int creat(const char *path, mode_t mode)
{
#ifdef SYS_creat
	return __syscall_ret(__syscall_cp(SYS_creat, path, mode));
#else
	return __syscall_ret(__syscall_cp(SYS_openat, AT_FDCWD, path,
					  O_WRONLY | O_CREAT | O_TRUNC | O_LARGEFILE, mode));
#endif
}

weak_alias(creat, creat64);
