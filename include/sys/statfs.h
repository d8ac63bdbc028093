/* File system statistics, the kernel's view (Linux). */
#ifndef _SYS_STATFS_H
#define _SYS_STATFS_H

#include <features.h>

#define __WEFT_WANT_fsblkcnt_t
#define __WEFT_WANT_fsfilcnt_t
#include <bits/typedefs.h>

typedef struct {
	int __val[2];
} fsid_t;

/* The kernel's struct statfs on 64-bit archs, field for field. */
struct statfs {
	long f_type;
	long f_bsize;
	fsblkcnt_t f_blocks;
	fsblkcnt_t f_bfree;
	fsblkcnt_t f_bavail;
	fsfilcnt_t f_files;
	fsfilcnt_t f_ffree;
	fsid_t f_fsid;
	long f_namelen;
	long f_frsize;
	long f_flags;
	long f_spare[4];
};

__WEFT_BEGIN
int statfs(const char *path, struct statfs *buf);
int fstatfs(int fd, struct statfs *buf);
__WEFT_END

#endif
