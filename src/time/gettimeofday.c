#include <string.h>
#include <sys/time.h>
#include <time.h>
#include "syscall.h"
#include "vdso.h"

typedef int (*vdso_gtod_fn)(struct timeval *, void *);

static void *vdso_fn;	/* __vdso_cached's slot */

/* The time of day in microseconds, through the vDSO when possible.  The
   obsolete tz argument is zero-filled (Linux keeps no useful value). */
int gettimeofday(struct timeval *restrict tv, void *restrict tz)
{
	vdso_gtod_fn f;
	struct timespec ts;

	if (tz)
		memset(tz, 0, sizeof(struct timezone));
	if (!tv)
		return 0;
	f = (vdso_gtod_fn)__vdso_cached(&vdso_fn, VDSO_PREFIX "gettimeofday");
	if (f && !f(tv, 0))
		return 0;
	if (clock_gettime(CLOCK_REALTIME, &ts))
		return -1;
	tv->tv_sec = ts.tv_sec;
	tv->tv_usec = ts.tv_nsec / 1000;
	return 0;
}
