#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include "procfd.h"
#include "syscall.h"

/* The old fchmodat system call has no flags argument.  flags 0 maps to it;
   AT_SYMLINK_NOFOLLOW goes to fchmodat2 (Linux 6.6) when the kernel has it,
   otherwise: a symbolic link cannot have its mode changed on Linux
   (EOPNOTSUPP), anything else is changed through an O_PATH descriptor. */
int fchmodat(int dirfd, const char *path, mode_t mode, int flags)
{
	struct stat st;
	long r, fd;
	char proc[__PROCFD_LEN];

	if (!flags)
		return __syscall_ret(__syscall(SYS_fchmodat, dirfd, path, mode));
	if (flags != AT_SYMLINK_NOFOLLOW)
		return __syscall_ret(-EINVAL);
#ifdef SYS_fchmodat2
	r = __syscall(SYS_fchmodat2, dirfd, path, mode, flags);
	if (r != -ENOSYS)
		return __syscall_ret(r);
#endif
	fd = __syscall(SYS_openat, dirfd, path, O_RDONLY | O_PATH | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0)
		return __syscall_ret(fd);
	r = __syscall(SYS_fstat, fd, &st);
	if (!r && S_ISLNK(st.st_mode))
		r = -EOPNOTSUPP;
	if (!r) {
		/* fchmod refuses O_PATH descriptors; its /proc link does not. */
		__procfdname(proc, fd);
		r = __syscall(SYS_fchmodat, AT_FDCWD, proc, mode);
	}
	__syscall(SYS_close, fd);
	return __syscall_ret(r);
}
