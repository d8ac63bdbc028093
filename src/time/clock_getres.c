#include <errno.h>
#include <time.h>
#include "syscall.h"
#include "vdso.h"

typedef int (*vdso_getres_fn)(clockid_t, struct timespec *);

static void *vdso_fn;	/* __vdso_cached's slot */

/* The resolution of clk; EINVAL for a clock the kernel does not know. */
int clock_getres(clockid_t clk, struct timespec *res)
{
	vdso_getres_fn f = (vdso_getres_fn)__vdso_cached(&vdso_fn, VDSO_PREFIX "clock_getres");

	/* The vDSO handles only the clocks it knows and makes the system
	   call itself for the others; a null res is left to the kernel. */
	if (f && res) {
		long r = f(clk, res);
		if (!r)
			return 0;
		if (r == -EINVAL)
			return __syscall_ret(r);
	}
	return __syscall_ret(__syscall(SYS_clock_getres, clk, res));
}
