#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "syscall.h"

/* Is gid the given group id or one of the supplementary groups? */
static int in_group(gid_t want, gid_t gid)
{
	gid_t small[64], *list = small;
	long n, i, found = 0;
	size_t bytes = 0;

	if (want == gid)
		return 1;
	n = __syscall(SYS_getgroups, 0, 0);
	if (n <= 0)
		return 0;
	if ((size_t)n > sizeof small / sizeof *small) {
		bytes = n * sizeof *list;
		list = mmap(0, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (list == MAP_FAILED)
			return 0;
	}
	n = __syscall(SYS_getgroups, n, list);
	for (i = 0; i < n && !found; i++)
		found = list[i] == want;
	if (bytes)
		munmap(list, bytes);
	return found;
}

/* The faccessat system call has no flags argument; faccessat2 (Linux 5.8)
   has.  On an older kernel the flags are emulated from the file's mode
   bits and the chosen ids (real, or effective with AT_EACCESS): this
   cannot see ACLs or a read-only mount, which the kernel call would. */
int faccessat(int dirfd, const char *path, int mode, int flags)
{
	struct stat st;
	uid_t uid;
	gid_t gid;
	unsigned granted;
	long r;

	if (!flags)
		return __syscall_ret(__syscall(SYS_faccessat, dirfd, path, mode));
#ifdef SYS_faccessat2
	r = __syscall(SYS_faccessat2, dirfd, path, mode, flags);
	if (r != -ENOSYS)
		return __syscall_ret(r);
#endif
	if ((flags & ~(AT_EACCESS | AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH)) ||
	    (mode & ~(R_OK | W_OK | X_OK)))
		return __syscall_ret(-EINVAL);

	uid = __syscall(SYS_getuid);
	gid = __syscall(SYS_getgid);
	if (flags & AT_EACCESS) {
		uid_t euid = __syscall(SYS_geteuid);
		gid_t egid = __syscall(SYS_getegid);
		if (flags == AT_EACCESS && euid == uid && egid == gid)
			return __syscall_ret(__syscall(SYS_faccessat, dirfd, path, mode));
		uid = euid;
		gid = egid;
	}

	r = __syscall(SYS_newfstatat, dirfd, path, &st, flags & (AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH));
	if (r < 0)
		return __syscall_ret(r);
	if (mode == F_OK)
		return 0;
	if (uid == 0) {
		/* Root may read and write anything; execute needs some x bit. */
		if (!(mode & X_OK) || (st.st_mode & 0111) || S_ISDIR(st.st_mode))
			return 0;
		return __syscall_ret(-EACCES);
	}
	if (st.st_uid == uid)
		granted = st.st_mode >> 6;
	else if (in_group(st.st_gid, gid))
		granted = st.st_mode >> 3;
	else
		granted = st.st_mode;
	if (((unsigned)mode & granted & 7) == (unsigned)mode)
		return 0;
	return __syscall_ret(-EACCES);
}
