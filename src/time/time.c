#include <time.h>
#include "syscall.h"
#include "vdso.h"

typedef time_t (*vdso_time_fn)(time_t *);

/* 0: not looked up yet; 1: the vDSO has no time(). */
static vdso_time_fn vdso_fn;

/* Seconds since the Epoch: the vDSO's time() when there is one (no system
   call), else CLOCK_REALTIME.  Cannot fail. */
time_t time(time_t *t)
{
	vdso_time_fn f = __atomic_load_n(&vdso_fn, __ATOMIC_RELAXED);
	struct timespec ts;

	if (!f) {
		f = (vdso_time_fn)__vdso_sym("__vdso_time");
		if (!f)
			f = (vdso_time_fn)1;
		__atomic_store_n(&vdso_fn, f, __ATOMIC_RELAXED);
	}
	if (f != (vdso_time_fn)1) {
		time_t now = f(0);
		if (t)
			*t = now;
		return now;
	}
	clock_gettime(CLOCK_REALTIME, &ts);
	if (t)
		*t = ts.tv_sec;
	return ts.tv_sec;
}
