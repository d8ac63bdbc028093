/* File system statistics, the kernel's view (Linux). */
#ifndef _SYS_STATFS_H
#define _SYS_STATFS_H

#include <features.h>

#define __WEFT_WANT_fsblkcnt_t
#define __WEFT_WANT_fsfilcnt_t
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_fsblkcnt64_t
#define __WEFT_WANT_fsfilcnt64_t
#endif
#include <bits/typedefs.h>

typedef struct {
	int __val[2];
} fsid_t;

/* The kernel's statfs word (glibc's name, used by some programs). */
typedef long __fsword_t;

/* The kernel's struct statfs on 64-bit archs, field for field. */
struct statfs {
	__fsword_t f_type;
	__fsword_t f_bsize;
	fsblkcnt_t f_blocks;
	fsblkcnt_t f_bfree;
	fsblkcnt_t f_bavail;
	fsfilcnt_t f_files;
	fsfilcnt_t f_ffree;
	fsid_t f_fsid;
	__fsword_t f_namelen;
	__fsword_t f_frsize;
	__fsword_t f_flags;
	__fsword_t f_spare[4];
};

#ifdef _LARGEFILE64_SOURCE
/* The kernel's struct is already 64-bit; one name for the tag and the
   function. */
#define statfs64 statfs
#endif

__WEFT_BEGIN
int statfs(const char *path, struct statfs *buf);
int fstatfs(int fd, struct statfs *buf);
#ifdef _LARGEFILE64_SOURCE
int fstatfs64(int fd, struct statfs64 *buf);
#endif
__WEFT_END

#endif
