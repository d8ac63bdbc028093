#include <errno.h>
#include <time.h>
#include "syscall.h"
#include "vdso.h"

typedef int (*vdso_clock_gettime_fn)(clockid_t, struct timespec *);

static void *vdso_fn;	/* __vdso_cached's slot */

/* Through the vDSO when the kernel provides one (no system call for the
   common clocks), else the system call.  Async-signal-safe. */
int clock_gettime(clockid_t clk, struct timespec *ts)
{
	vdso_clock_gettime_fn f =
		(vdso_clock_gettime_fn)__vdso_cached(&vdso_fn, VDSO_PREFIX "clock_gettime");
	long r;

	if (f) {
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
