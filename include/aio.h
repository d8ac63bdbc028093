#ifndef _AIO_H
#define _AIO_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_ssize_t
#define __WEFT_WANT_off_t
#define __WEFT_WANT_struct_timespec
#include <bits/typedefs.h>
#include <bits/pthreadtypes.h>
#include <fcntl.h>
#include <signal.h>

__WEFT_BEGIN

/* POSIX's members, then the state of the request weft keeps in the
   block itself: aio_error and aio_return read it, so they need no
   lookup and work after the request is gone from every queue. */
struct aiocb {
	int aio_fildes;
	int aio_lio_opcode;
	int aio_reqprio;
	volatile void *aio_buf;
	size_t aio_nbytes;
	struct sigevent aio_sigevent;
	off_t aio_offset;
	volatile int __aio_err;
	int __aio_unread;	/* 1 from submission until aio_return */
	ssize_t __aio_ret;
	long __aio_reserved[4];
};

/* aio_cancel */
#define AIO_CANCELED    0
#define AIO_NOTCANCELED 1
#define AIO_ALLDONE     2

/* aio_lio_opcode */
#define LIO_READ  0
#define LIO_WRITE 1
#define LIO_NOP   2

/* lio_listio's mode */
#define LIO_WAIT   0
#define LIO_NOWAIT 1

int aio_read(struct aiocb *cb);
int aio_write(struct aiocb *cb);
int aio_fsync(int op, struct aiocb *cb);
int aio_error(const struct aiocb *cb);
ssize_t aio_return(struct aiocb *cb);
int aio_suspend(const struct aiocb *const list[], int nent,
		const struct timespec *timeout);
int aio_cancel(int fd, struct aiocb *cb);
int lio_listio(int mode, struct aiocb *__weft_restrict const *__weft_restrict list,
	       int nent, struct sigevent *__weft_restrict sev);

/* The LFS64 names: aio_offset is already 64 bits. */
#ifdef _LARGEFILE64_SOURCE
#define aiocb64 aiocb
int aio_read64(struct aiocb64 *cb);
int aio_write64(struct aiocb64 *cb);
int aio_fsync64(int op, struct aiocb64 *cb);
int aio_error64(const struct aiocb64 *cb);
ssize_t aio_return64(struct aiocb64 *cb);
int aio_suspend64(const struct aiocb64 *const list[], int nent,
		  const struct timespec *timeout);
int aio_cancel64(int fd, struct aiocb64 *cb);
int lio_listio64(int mode, struct aiocb64 *__weft_restrict const *__weft_restrict list,
		 int nent, struct sigevent *__weft_restrict sev);
#endif

__WEFT_END

#endif
