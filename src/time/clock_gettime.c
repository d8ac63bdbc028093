#include <errno.h>
#include <time.h>
#include "syscall.h"
#include "vdso.h"

typedef int (*vdso_clock_gettime_fn)(clockid_t, struct timespec *);

/* 0: not looked up yet; 1: the vDSO has no clock_gettime. */
static vdso_clock_gettime_fn vdso_fn;

/* Through the vDSO when the kernel provides one (no system call for the
   common clocks), else the system call.  Async-signal-safe. */
int clock_gettime(clockid_t clk, struct timespec *ts)
{
	vdso_clock_gettime_fn f = __atomic_load_n(&vdso_fn, __ATOMIC_RELAXED);
	long r;

	if (!f) {
		f = (vdso_clock_gettime_fn)__vdso_sym("__vdso_clock_gettime");
		if (!f)
			f = (vdso_clock_gettime_fn)1;
		/* Any thread computing it gets the same answer: a plain store. */
		__atomic_store_n(&vdso_fn, f, __ATOMIC_RELAXED);
	}
	if (f != (vdso_clock_gettime_fn)1) {
		r = f(clk, ts);
		if (!r)
			return 0;
		/* The vDSO reports errors as -errno too, and falls back to the
		   system call itself for clocks it does not handle. */
		if (r == -EINVAL)
			return __syscall_ret(r);
	}
	return __syscall_ret(__syscall(SYS_clock_gettime, clk, ts));
}
