#ifndef _SYS_UIO_H
#define _SYS_UIO_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_off_t
#ifdef _LARGEFILE64_SOURCE
#define __WEFT_WANT_off64_t
#endif
#include <bits/typedefs.h>

struct iovec {
	void *iov_base;
	size_t iov_len;
};

#define UIO_MAXIOV 1024

#ifdef _GNU_SOURCE
/* preadv2/pwritev2 flags: the kernel's values (<linux/fs.h>, which may
   define them again), each honoured from the Linux version named. */
#define RWF_HIPRI     0x00000001  /* 4.6: poll for completion */
#define RWF_DSYNC     0x00000002  /* 4.7: this write as with O_DSYNC */
#define RWF_SYNC      0x00000004  /* 4.7: this write as with O_SYNC */
#define RWF_NOWAIT    0x00000008  /* 4.14: EAGAIN rather than block */
#define RWF_APPEND    0x00000010  /* 4.16: this write as with O_APPEND */
#define RWF_NOAPPEND  0x00000020  /* 6.9: at the offset despite O_APPEND */
#define RWF_ATOMIC    0x00000040  /* 6.11: never torn by a crash */
#define RWF_DONTCACHE 0x00000080  /* 6.14: drop the pages after the I/O */
#endif

__WEFT_BEGIN
ssize_t readv(int fd, const struct iovec *iov, int iovcnt);
ssize_t writev(int fd, const struct iovec *iov, int iovcnt);
#ifdef _DEFAULT_SOURCE
ssize_t preadv(int fd, const struct iovec *iov, int iovcnt, off_t offset);
ssize_t pwritev(int fd, const struct iovec *iov, int iovcnt, off_t offset);
#endif
#ifdef _GNU_SOURCE
ssize_t preadv2(int fd, const struct iovec *iov, int iovcnt, off_t offset, int flags);
ssize_t pwritev2(int fd, const struct iovec *iov, int iovcnt, off_t offset, int flags);
#define __WEFT_WANT_pid_t
#include <bits/typedefs.h>
ssize_t process_vm_readv(pid_t pid, const struct iovec *local, unsigned long nlocal,
			 const struct iovec *remote, unsigned long nremote, unsigned long flags);
ssize_t process_vm_writev(pid_t pid, const struct iovec *local, unsigned long nlocal,
			  const struct iovec *remote, unsigned long nremote, unsigned long flags);
#endif
#ifdef _LARGEFILE64_SOURCE
#ifdef _DEFAULT_SOURCE
ssize_t preadv64(int fd, const struct iovec *iov, int iovcnt, off64_t offset);
ssize_t pwritev64(int fd, const struct iovec *iov, int iovcnt, off64_t offset);
#endif
#ifdef _GNU_SOURCE
ssize_t preadv64v2(int fd, const struct iovec *iov, int iovcnt, off64_t offset, int flags);
ssize_t pwritev64v2(int fd, const struct iovec *iov, int iovcnt, off64_t offset, int flags);
#endif
#endif
__WEFT_END

#endif
