#include <errno.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>
#include "kstatfs.h"
#include "libc.h"
#include "syscall.h"

/* Link-count limits of common file systems (by statfs magic), 127 (the
   historical Linux value) otherwise. */
static long link_max(long type)
{
	switch ((unsigned long)type) {
	case 0xef53: return 65000;       /* ext2/3/4 */
	case 0x9123683e: return 65535;   /* btrfs */
	case 0x58465342: return 2147483647; /* xfs */
	case 0x01021994: return 2147483647; /* tmpfs: unlimited in practice */
	default: return 127;
	}
}

/* The names whose value is the same for every file are answered without
   looking at it, so that a path that does not exist (or a descriptor
   that is not open) still gets them, as with glibc; POSIX allows either.
   PC_PER_FILE: the name needs the file. */
#define PC_PER_FILE (-2)
static long fixed(int name)
{
	switch (name) {
	case _PC_MAX_CANON: return 255;
	case _PC_MAX_INPUT: return 255;
	case _PC_PATH_MAX: return PATH_MAX;
	case _PC_PIPE_BUF: return PIPE_BUF;
	case _PC_NO_TRUNC: return 1;
	case _PC_VDISABLE: return 0;
	case _PC_SYNC_IO: return -1;
	case _PC_PRIO_IO: return -1;
	case _PC_SOCK_MAXBUF: return -1;
	case _PC_REC_INCR_XFER_SIZE: return -1;
	case _PC_REC_MAX_XFER_SIZE: return -1;
	case _PC_SYMLINK_MAX: return -1;
	case _PC_LINK_MAX:
	case _PC_NAME_MAX:
	case _PC_CHOWN_RESTRICTED:
	case _PC_ASYNC_IO:
	case _PC_FILESIZEBITS:
	case _PC_REC_MIN_XFER_SIZE:
	case _PC_REC_XFER_ALIGN:
	case _PC_ALLOC_SIZE_MIN:
	case _PC_2_SYMLINKS:
		return PC_PER_FILE;
	}
	errno = EINVAL;
	return -1;
}

hidden long __pathconf(const char *path, int fd, int name)
{
	struct k_statfs fs;
	struct stat st;
	long r = fixed(name);

	if (r != PC_PER_FILE)
		return r;
	if (name == _PC_ASYNC_IO) {
		/* aio works on any descriptor, but promises its own semantics
		   (ordering, no short transfers) only for random-access files. */
		if (path ? stat(path, &st) : fstat(fd, &st))
			return -1;
		return S_ISREG(st.st_mode) || S_ISBLK(st.st_mode) ? 1 : -1;
	}
	r = path ? __syscall(SYS_statfs, path, &fs) : __syscall(SYS_fstatfs, fd, &fs);
	if (r < 0)
		return __syscall_ret(r);
	switch (name) {
	case _PC_LINK_MAX: return link_max(fs.f_type);
	case _PC_NAME_MAX: return fs.f_namelen ? fs.f_namelen : NAME_MAX;
	case _PC_FILESIZEBITS: return 64;
	case _PC_CHOWN_RESTRICTED:
	case _PC_2_SYMLINKS: return 1;
	}
	/* the transfer sizes and alignment */
	return fs.f_bsize;
}
