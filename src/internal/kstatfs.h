/* The kernel's struct statfs on 64-bit targets (statfs/fstatfs). */
#ifndef _WEFT_KSTATFS_H
#define _WEFT_KSTATFS_H

struct k_statfs {
	long f_type, f_bsize;
	unsigned long f_blocks, f_bfree, f_bavail, f_files, f_ffree;
	int f_fsid[2];
	long f_namelen, f_frsize, f_flags, f_spare[4];
};

#include "libc.h"

/* pathconf(path, name), or fpathconf(fd, name) when path is null. */
hidden long __pathconf(const char *path, int fd, int name);

#endif
