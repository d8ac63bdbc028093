#include "syscall.h"

/* The cancellable call of programs that can cancel (src/thread/__cancel.c,
   linked with pthread_cancel); other programs make a plain system call. */
weak hidden long __syscall_cp_c(long nr, long a, long b, long c, long d, long e, long f);

hidden long __syscall_cp_fn(long nr, long a, long b, long c, long d, long e, long f)
{
	if (__syscall_cp_c)
		return __syscall_cp_c(nr, a, b, c, d, e, f);
	return __syscall(nr, a, b, c, d, e, f);
}
