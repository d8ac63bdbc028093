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

/* pathconf's answer for name when it is the same for every file, -1
   with errno EINVAL for a name pathconf does not know, PC_PER_FILE for
   the names __pathconf answers from the file's statfs and from aio:
   whether the file is a regular file or a block device. */
#define PC_PER_FILE (-2)
hidden long __pathconf_fixed(int name);
hidden long __pathconf(const struct k_statfs *fs, int name, int aio);

#endif
