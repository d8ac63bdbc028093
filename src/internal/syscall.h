/*
 * System calls inside the library.
 *
 * __syscall(SYS_x, args...) returns the raw kernel result: a value, or a
 * negative error number in -4095..-1.  Wrappers that report through errno
 * pass that result through __syscall_ret(), the single place where a
 * negative result becomes errno and -1.  Code that must choose between a
 * legacy call and its modern replacement tests #ifdef SYS_x, since newer
 * archs define only the modern numbers.
 */
#ifndef _WEFT_SYSCALL_H
#define _WEFT_SYSCALL_H

#include <bits/syscall.h>
#include "libc.h"
#include "syscall_arch.h"

hidden long __syscall_ret(unsigned long r);

#define __SC_NARGS_(a, b, c, d, e, f, g, n, ...) n
#define __SC_NARGS(...) __SC_NARGS_(__VA_ARGS__, 6, 5, 4, 3, 2, 1, 0, )
#define __SC_CAT_(a, b) a ## b
#define __SC_CAT(a, b) __SC_CAT_(a, b)

#define __sc_0(n) __syscall0(n)
#define __sc_1(n, a) __syscall1(n, (long)(a))
#define __sc_2(n, a, b) __syscall2(n, (long)(a), (long)(b))
#define __sc_3(n, a, b, c) __syscall3(n, (long)(a), (long)(b), (long)(c))
#define __sc_4(n, a, b, c, d) \
	__syscall4(n, (long)(a), (long)(b), (long)(c), (long)(d))
#define __sc_5(n, a, b, c, d, e) \
	__syscall5(n, (long)(a), (long)(b), (long)(c), (long)(d), (long)(e))
#define __sc_6(n, a, b, c, d, e, f) \
	__syscall6(n, (long)(a), (long)(b), (long)(c), (long)(d), (long)(e), (long)(f))

#define __syscall(...) __SC_CAT(__sc_, __SC_NARGS(__VA_ARGS__))(__VA_ARGS__)

/* A system call that is a cancellation point (read, write, waitpid,
   sigsuspend...): every blocking wrapper goes through this one name.
   The arch's __syscall_cp_asm tests the request and makes the call in a
   range the cancel signal's handler recognises (docs/cancellation.md).
   Acting on a request, or on EINTR with one pending, is the job of
   __libc.cancel_slow, set only once pthread_cancel has been called:
   elsewhere this is a plain system call with one never-taken test. */

static inline long __syscall_cp_n(long n, long a, long b, long c, long d, long e, long f)
{
	long r = __syscall_cp_asm(n, a, b, c, d, e, f);

	if (__builtin_expect(r == -4 /* EINTR */ || r == __CP_ACT, 0) && __libc.cancel_slow)
		__libc.cancel_slow(r, n);
	return r;
}

#define __scp_1(n) __syscall_cp_n(n, 0, 0, 0, 0, 0, 0)
#define __scp_2(n, a) __syscall_cp_n(n, (long)(a), 0, 0, 0, 0, 0)
#define __scp_3(n, a, b) __syscall_cp_n(n, (long)(a), (long)(b), 0, 0, 0, 0)
#define __scp_4(n, a, b, c) __syscall_cp_n(n, (long)(a), (long)(b), (long)(c), 0, 0, 0)
#define __scp_5(n, a, b, c, d) \
	__syscall_cp_n(n, (long)(a), (long)(b), (long)(c), (long)(d), 0, 0)
#define __scp_6(n, a, b, c, d, e) \
	__syscall_cp_n(n, (long)(a), (long)(b), (long)(c), (long)(d), (long)(e), 0)
#define __scp_7(n, a, b, c, d, e, f) \
	__syscall_cp_n(n, (long)(a), (long)(b), (long)(c), (long)(d), (long)(e), (long)(f))
#define __SCP_NARGS_(a, b, c, d, e, f, g, n, ...) n
#define __SCP_NARGS(...) __SCP_NARGS_(__VA_ARGS__, 7, 6, 5, 4, 3, 2, 1, )
#define __syscall_cp(...) __SC_CAT(__scp_, __SCP_NARGS(__VA_ARGS__))(__VA_ARGS__)

#endif
