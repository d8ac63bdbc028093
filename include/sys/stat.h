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
#include <bits/typedefs.h>
#include <bits/stat.h>
#include <bits/statmode.h>

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

__WEFT_BEGIN
int stat(const char *__weft_restrict path, struct stat *__weft_restrict st);
int fstat(int fd, struct stat *st);
int lstat(const char *__weft_restrict path, struct stat *__weft_restrict st);
int fstatat(int dirfd, const char *__weft_restrict path,
	    struct stat *__weft_restrict st, int flags);
int chmod(const char *path, mode_t mode);
int fchmod(int fd, mode_t mode);
int fchmodat(int dirfd, const char *path, mode_t mode, int flags);
int mkdir(const char *path, mode_t mode);
int mkdirat(int dirfd, const char *path, mode_t mode);
int mkfifo(const char *path, mode_t mode);
int mkfifoat(int dirfd, const char *path, mode_t mode);
int mknod(const char *path, mode_t mode, dev_t dev);
int mknodat(int dirfd, const char *path, mode_t mode, dev_t dev);
mode_t umask(mode_t mask);
int utimensat(int dirfd, const char *path, const struct timespec times[2], int flags);
int futimens(int fd, const struct timespec times[2]);
__WEFT_END

#endif
