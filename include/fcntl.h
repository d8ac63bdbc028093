#ifndef _FCNTL_H
#define _FCNTL_H

#include <features.h>

#define __WEFT_WANT_off_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_mode_t
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_off64_t
#endif
#include <bits/typedefs.h>
#include <bits/fcntl.h>
#include <bits/statmode.h>

#define O_ACCMODE 03
#define O_RDONLY  00
#define O_WRONLY  01
#define O_RDWR    02
#define O_SEARCH  O_PATH
#define O_EXEC    O_PATH
/* Linux gives a terminal conforming settings on its first open anyway,
   so O_TTY_INIT has the value 0, which POSIX allows for exactly that. */
#define O_TTY_INIT 0
#define O_FSYNC   O_SYNC

#define AT_FDCWD (-100)
#define AT_SYMLINK_NOFOLLOW 0x100
#define AT_REMOVEDIR 0x200
#define AT_EACCESS 0x200
#define AT_SYMLINK_FOLLOW 0x400
#define AT_NO_AUTOMOUNT 0x800
#define AT_EMPTY_PATH 0x1000
#ifdef _GNU_SOURCE
/* statx: how far to synchronise with a network file system's server. */
#define AT_STATX_SYNC_TYPE    0x6000
#define AT_STATX_SYNC_AS_STAT 0x0000
#define AT_STATX_FORCE_SYNC   0x2000
#define AT_STATX_DONT_SYNC    0x4000
#endif

#define F_DUPFD 0
#define F_GETFD 1
#define F_SETFD 2
#define F_GETFL 3
#define F_SETFL 4
#define F_GETLK 5
#define F_SETLK 6
#define F_SETLKW 7
#define F_SETOWN 8
#define F_GETOWN 9
#define F_OFD_GETLK 36
#define F_OFD_SETLK 37
#define F_OFD_SETLKW 38
#define F_DUPFD_CLOEXEC 1030
#define FD_CLOEXEC 1

#define F_RDLCK 0
#define F_WRLCK 1
#define F_UNLCK 2

#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2

#define POSIX_FADV_NORMAL     0
#define POSIX_FADV_RANDOM     1
#define POSIX_FADV_SEQUENTIAL 2
#define POSIX_FADV_WILLNEED   3
#define POSIX_FADV_DONTNEED   4
#define POSIX_FADV_NOREUSE    5

/* The same layout on every 64-bit Linux arch (off_t is 64 bits). */
struct flock {
	short l_type;
	short l_whence;
	off_t l_start;
	off_t l_len;
	pid_t l_pid;
};

#ifdef _LARGEFILE64_SOURCE
/* off_t is already 64 bits: the *64 names are the plain ones. */
#define flock64 flock
#define F_GETLK64 F_GETLK
#define F_SETLK64 F_SETLK
#define F_SETLKW64 F_SETLKW
#endif

#if defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE)
#define F_SETSIG 10
#define F_GETSIG 11
#define F_SETOWN_EX 15
#define F_GETOWN_EX 16
#define F_GETOWNER_UIDS 17
#define F_SETLEASE 1024
#define F_GETLEASE 1025
#define F_NOTIFY 1026
#define F_CANCELLK 1029
#define F_SETPIPE_SZ 1031
#define F_GETPIPE_SZ 1032
#define F_ADD_SEALS 1033
#define F_GET_SEALS 1034
#define F_GET_RW_HINT 1035
#define F_SET_RW_HINT 1036
#define F_GET_FILE_RW_HINT 1037
#define F_SET_FILE_RW_HINT 1038

#define F_SEAL_SEAL 0x0001
#define F_SEAL_SHRINK 0x0002
#define F_SEAL_GROW 0x0004
#define F_SEAL_WRITE 0x0008
#define F_SEAL_FUTURE_WRITE 0x0010

#define F_OWNER_TID 0
#define F_OWNER_PID 1
#define F_OWNER_PGRP 2
#define F_OWNER_GID F_OWNER_PGRP
struct f_owner_ex {
	int type;
	pid_t pid;
};

#define F_EXLCK 4
#define F_SHLCK 8

#define DN_ACCESS 0x00000001
#define DN_MODIFY 0x00000002
#define DN_CREATE 0x00000004
#define DN_DELETE 0x00000008
#define DN_RENAME 0x00000010
#define DN_ATTRIB 0x00000020
#define DN_MULTISHOT 0x80000000

#define LOCK_SH 1
#define LOCK_EX 2
#define LOCK_NB 4
#define LOCK_UN 8

#define FALLOC_FL_KEEP_SIZE 0x01
#define FALLOC_FL_PUNCH_HOLE 0x02
#endif

__WEFT_BEGIN
int open(const char *path, int flags, ...);
int openat(int dirfd, const char *path, int flags, ...);
int creat(const char *path, mode_t mode);
int fcntl(int fd, int cmd, ...);
int posix_fadvise(int fd, off_t offset, off_t len, int advice);
int posix_fallocate(int fd, off_t offset, off_t len);
#ifdef _GNU_SOURCE
int fallocate(int fd, int mode, off_t offset, off_t len);

#define SPLICE_F_MOVE     1
#define SPLICE_F_NONBLOCK 2
#define SPLICE_F_MORE     4
#define SPLICE_F_GIFT     8
#define SYNC_FILE_RANGE_WAIT_BEFORE 1
#define SYNC_FILE_RANGE_WRITE       2
#define SYNC_FILE_RANGE_WAIT_AFTER  4
#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#include <bits/typedefs.h>
struct iovec;
ssize_t splice(int fd_in, off_t *off_in, int fd_out, off_t *off_out, size_t len,
	       unsigned int flags);
ssize_t tee(int fd_in, int fd_out, size_t len, unsigned int flags);
ssize_t vmsplice(int fd, const struct iovec *iov, size_t count, unsigned int flags);
int sync_file_range(int fd, off_t offset, off_t nbytes, unsigned int flags);
ssize_t readahead(int fd, off_t offset, size_t count);
#endif
#ifdef _LARGEFILE64_SOURCE
int open64(const char *path, int flags, ...);
int fcntl64(int fd, int cmd, ...);
int openat64(int dirfd, const char *path, int flags, ...);
int creat64(const char *path, mode_t mode);
int posix_fadvise64(int fd, off64_t offset, off64_t len, int advice);
int posix_fallocate64(int fd, off64_t offset, off64_t len);
#ifdef _GNU_SOURCE
int fallocate64(int fd, int mode, off64_t offset, off64_t len);
#endif
#endif

#ifdef _GNU_SOURCE
/* An opaque handle of a file, as name_to_handle_at gives it. */
#ifndef MAX_HANDLE_SZ
#define MAX_HANDLE_SZ 128
#endif
struct file_handle {
	unsigned int handle_bytes;   /* room in f_handle (in), size used (out) */
	int handle_type;
	unsigned char f_handle[];
};
int name_to_handle_at(int dirfd, const char *path, struct file_handle *handle,
		      int *mount_id, int flags);
int open_by_handle_at(int mount_fd, struct file_handle *handle, int flags);
#endif
__WEFT_END

#endif
