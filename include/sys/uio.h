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

__WEFT_BEGIN
ssize_t readv(int fd, const struct iovec *iov, int iovcnt);
ssize_t writev(int fd, const struct iovec *iov, int iovcnt);
#ifdef _DEFAULT_SOURCE
ssize_t preadv(int fd, const struct iovec *iov, int iovcnt, off_t offset);
ssize_t pwritev(int fd, const struct iovec *iov, int iovcnt, off_t offset);
#endif
#ifdef _GNU_SOURCE
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
#endif
__WEFT_END

#endif
