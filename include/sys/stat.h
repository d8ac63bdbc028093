#ifndef _SYS_STAT_H
#define _SYS_STAT_H

#include <features.h>

#define __WEFT_WANT_dev_t
#define __WEFT_WANT_ino_t
#define __WEFT_WANT_mode_t
#define __WEFT_WANT_nlink_t
#define __WEFT_WANT_uid_t
#define __WEFT_WANT_gid_t
#define __WEFT_WANT_off_t
#define __WEFT_WANT_blksize_t
#define __WEFT_WANT_blkcnt_t
#define __WEFT_WANT_time_t
#define __WEFT_WANT_struct_timespec
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_ino64_t
#define __WEFT_WANT_off64_t
#define __WEFT_WANT_blkcnt64_t
#endif
#include <bits/typedefs.h>
#include <bits/stat.h>
#include <bits/statmode.h>

#ifdef _LARGEFILE64_SOURCE
/* One name for the struct tag and the function: a macro covers both. */
#define stat64 stat
#endif

/* The seconds of each timestamp under their traditional names. */
#define st_atime st_atim.tv_sec
#define st_mtime st_mtim.tv_sec
#define st_ctime st_ctim.tv_sec

#define S_ISDIR(m)  (((m) & S_IFMT) == S_IFDIR)
#define S_ISCHR(m)  (((m) & S_IFMT) == S_IFCHR)
#define S_ISBLK(m)  (((m) & S_IFMT) == S_IFBLK)
#define S_ISREG(m)  (((m) & S_IFMT) == S_IFREG)
#define S_ISFIFO(m) (((m) & S_IFMT) == S_IFIFO)
#define S_ISLNK(m)  (((m) & S_IFMT) == S_IFLNK)
#define S_ISSOCK(m) (((m) & S_IFMT) == S_IFSOCK)

/* Linux has no message queue, semaphore or shared memory file types. */
#define S_TYPEISMQ(buf)  0
#define S_TYPEISSEM(buf) 0
#define S_TYPEISSHM(buf) 0

/* utimensat/futimens: tv_nsec values that mean "now" and "leave alone". */
#define UTIME_NOW  ((1l << 30) - 1l)
#define UTIME_OMIT ((1l << 30) - 2l)

#ifdef _DEFAULT_SOURCE
#define S_IREAD  S_IRUSR
#define S_IWRITE S_IWUSR
#define S_IEXEC  S_IXUSR
#define ACCESSPERMS (S_IRWXU | S_IRWXG | S_IRWXO)
#define ALLPERMS (S_ISUID | S_ISGID | S_ISVTX | S_IRWXU | S_IRWXG | S_IRWXO)
#define DEFFILEMODE (S_IRUSR | S_IWUSR | S_IRGRP | S_IWGRP | S_IROTH | S_IWOTH)
#endif

/* statx (Linux): the kernel's struct statx, field for field (64-bit
   fields as unsigned long, as glibc's on these 64-bit archs).  Left out
   when <linux/stat.h> came first, which defines the same. */
#if defined(_GNU_SOURCE) && !defined(_LINUX_STAT_H)
struct statx_timestamp {
	long tv_sec;
	unsigned tv_nsec;
	int __statx_timestamp_pad;
};

struct statx {
	unsigned stx_mask;
	unsigned stx_blksize;
	unsigned long stx_attributes;
	unsigned stx_nlink;
	unsigned stx_uid;
	unsigned stx_gid;
	unsigned short stx_mode;
	unsigned short __statx_pad0;
	unsigned long stx_ino;
	unsigned long stx_size;
	unsigned long stx_blocks;
	unsigned long stx_attributes_mask;
	struct statx_timestamp stx_atime;
	struct statx_timestamp stx_btime;
	struct statx_timestamp stx_ctime;
	struct statx_timestamp stx_mtime;
	unsigned stx_rdev_major;
	unsigned stx_rdev_minor;
	unsigned stx_dev_major;
	unsigned stx_dev_minor;
	unsigned long stx_mnt_id;
	unsigned stx_dio_mem_align;
	unsigned stx_dio_offset_align;
	unsigned long __statx_pad1[12];
};

/* stx_mask: what is asked for and what was filled in. */
#define STATX_TYPE        0x0001U
#define STATX_MODE        0x0002U
#define STATX_NLINK       0x0004U
#define STATX_UID         0x0008U
#define STATX_GID         0x0010U
#define STATX_ATIME       0x0020U
#define STATX_MTIME       0x0040U
#define STATX_CTIME       0x0080U
#define STATX_INO         0x0100U
#define STATX_SIZE        0x0200U
#define STATX_BLOCKS      0x0400U
#define STATX_BASIC_STATS 0x07ffU
#define STATX_BTIME       0x0800U
#define STATX_ALL         0x0fffU
#define STATX_MNT_ID      0x1000U
#define STATX_DIOALIGN    0x2000U
#define STATX__RESERVED   0x80000000U

/* stx_attributes */
#define STATX_ATTR_COMPRESSED 0x00000004
#define STATX_ATTR_IMMUTABLE  0x00000010
#define STATX_ATTR_APPEND     0x00000020
#define STATX_ATTR_NODUMP     0x00000040
#define STATX_ATTR_ENCRYPTED  0x00000800
#define STATX_ATTR_AUTOMOUNT  0x00001000
#define STATX_ATTR_MOUNT_ROOT 0x00002000
#define STATX_ATTR_VERITY     0x00100000
#define STATX_ATTR_DAX        0x00200000
#endif

__WEFT_BEGIN
int stat(const char *__weft_restrict path, struct stat *__weft_restrict st);
int fstat(int fd, struct stat *st);
int lstat(const char *__weft_restrict path, struct stat *__weft_restrict st);
int fstatat(int dirfd, const char *__weft_restrict path,
	    struct stat *__weft_restrict st, int flags);
int chmod(const char *path, mode_t mode);
int fchmod(int fd, mode_t mode);
int fchmodat(int dirfd, const char *path, mode_t mode, int flags);
#ifdef _DEFAULT_SOURCE
int lchmod(const char *path, mode_t mode);
#endif
int mkdir(const char *path, mode_t mode);
int mkdirat(int dirfd, const char *path, mode_t mode);
int mkfifo(const char *path, mode_t mode);
int mkfifoat(int dirfd, const char *path, mode_t mode);
int mknod(const char *path, mode_t mode, dev_t dev);
int mknodat(int dirfd, const char *path, mode_t mode, dev_t dev);
mode_t umask(mode_t mask);
int utimensat(int dirfd, const char *path, const struct timespec times[2], int flags);
int futimens(int fd, const struct timespec times[2]);
#ifdef _GNU_SOURCE
int statx(int dirfd, const char *__weft_restrict path, int flags, unsigned mask,
	  struct statx *__weft_restrict buf);
#endif
#ifdef _LARGEFILE64_SOURCE
int fstat64(int fd, struct stat64 *st);
int lstat64(const char *__weft_restrict path, struct stat64 *__weft_restrict st);
int fstatat64(int dirfd, const char *__weft_restrict path,
	      struct stat64 *__weft_restrict st, int flags);
#endif
__WEFT_END

#endif
