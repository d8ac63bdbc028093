/* File system statistics (POSIX). */
#ifndef _SYS_STATVFS_H
#define _SYS_STATVFS_H

#include <features.h>

#define __WEFT_WANT_fsblkcnt_t
#define __WEFT_WANT_fsfilcnt_t
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_fsblkcnt64_t
#define __WEFT_WANT_fsfilcnt64_t
#endif
#include <bits/typedefs.h>

/* glibc's layout on 64-bit archs. */
struct statvfs {
	unsigned long f_bsize;
	unsigned long f_frsize;
	fsblkcnt_t f_blocks;
	fsblkcnt_t f_bfree;
	fsblkcnt_t f_bavail;
	fsfilcnt_t f_files;
	fsfilcnt_t f_ffree;
	fsfilcnt_t f_favail;
	unsigned long f_fsid;
	unsigned long f_flag;
	unsigned long f_namemax;
	int __f_spare[6];
};

#ifdef _LARGEFILE64_SOURCE
/* The counts are already 64 bits; one name for the tag and the function. */
#define statvfs64 statvfs
#endif

/* f_flag: the kernel's mount flags as statfs reports them. */
#define ST_RDONLY      1
#define ST_NOSUID      2
#ifdef _GNU_SOURCE
#define ST_NODEV       4
#define ST_NOEXEC      8
#define ST_SYNCHRONOUS 16
#define ST_MANDLOCK    64
#define ST_WRITE       128
#define ST_APPEND      256
#define ST_IMMUTABLE   512
#define ST_NOATIME     1024
#define ST_NODIRATIME  2048
#define ST_RELATIME    4096
#endif

__WEFT_BEGIN
int statvfs(const char *__weft_restrict path, struct statvfs *__weft_restrict buf);
int fstatvfs(int fd, struct statvfs *buf);
#ifdef _LARGEFILE64_SOURCE
int fstatvfs64(int fd, struct statvfs64 *buf);
#endif
__WEFT_END

#endif
