/* Synchronous I/O multiplexing over descriptor bit sets. */
#ifndef _SYS_SELECT_H
#define _SYS_SELECT_H

#include <features.h>

#define __WEFT_WANT_time_t
#define __WEFT_WANT_suseconds_t
#define __WEFT_WANT_sigset_t
#define __WEFT_WANT_struct_timespec
#define __WEFT_WANT_struct_timeval
#include <bits/typedefs.h>

#define FD_SETSIZE 1024

typedef long __fd_mask;
#define __NFDBITS (8 * (int)sizeof(__fd_mask))

typedef struct {
#ifdef _XOPEN_SOURCE
	__fd_mask fds_bits[FD_SETSIZE / __NFDBITS];
#define __FDS_BITS(s) ((s)->fds_bits)
#else
	__fd_mask __fds_bits[FD_SETSIZE / __NFDBITS];
#define __FDS_BITS(s) ((s)->__fds_bits)
#endif
} fd_set;

#ifdef _DEFAULT_SOURCE
typedef __fd_mask fd_mask;
#define NFDBITS __NFDBITS
#endif

#define __FD_ELT(d) ((d) / __NFDBITS)
#define __FD_MASK(d) ((__fd_mask)(1UL << ((d) % __NFDBITS)))
#define FD_SET(d, s)   ((void)(__FDS_BITS(s)[__FD_ELT(d)] |= __FD_MASK(d)))
#define FD_CLR(d, s)   ((void)(__FDS_BITS(s)[__FD_ELT(d)] &= ~__FD_MASK(d)))
#define FD_ISSET(d, s) ((__FDS_BITS(s)[__FD_ELT(d)] & __FD_MASK(d)) != 0)
#define FD_ZERO(s) do { \
	unsigned __fd_i; \
	fd_set *__fd_s = (s); \
	for (__fd_i = 0; __fd_i < sizeof(fd_set) / sizeof(__fd_mask); __fd_i++) \
		__FDS_BITS(__fd_s)[__fd_i] = 0; \
} while (0)

__WEFT_BEGIN
int select(int n, fd_set *__weft_restrict rfds, fd_set *__weft_restrict wfds,
	   fd_set *__weft_restrict efds, struct timeval *__weft_restrict timeout);
int pselect(int n, fd_set *__weft_restrict rfds, fd_set *__weft_restrict wfds,
	    fd_set *__weft_restrict efds, const struct timespec *__weft_restrict timeout,
	    const sigset_t *__weft_restrict mask);
__WEFT_END

#endif
