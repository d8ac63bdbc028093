#ifndef _FCNTL_H
#define _FCNTL_H

#include <features.h>

#define __WEFT_WANT_off_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_mode_t
#include <bits/typedefs.h>
#include <bits/fcntl.h>

#define O_ACCMODE 03
#define O_RDONLY  00
#define O_WRONLY  01
#define O_RDWR    02

#define AT_FDCWD (-100)
#define AT_SYMLINK_NOFOLLOW 0x100
#define AT_REMOVEDIR 0x200
#define AT_SYMLINK_FOLLOW 0x400
#define AT_EACCESS 0x200
#define AT_EMPTY_PATH 0x1000

#define F_DUPFD 0
#define F_GETFD 1
#define F_SETFD 2
#define F_GETFL 3
#define F_SETFL 4
#define F_DUPFD_CLOEXEC 1030
#define FD_CLOEXEC 1

__WEFT_BEGIN
int open(const char *path, int flags, ...);
__WEFT_END

#endif
