#define _GNU_SOURCE
#include <sched.h>
#include "syscall.h"
#include "vdso.h"

typedef long (*getcpu_fn)(unsigned *, unsigned *, void *);
static getcpu_fn vdso_getcpu;

/* Through the vDSO's getcpu when there is one. */
int sched_getcpu(void)
{
	getcpu_fn f = __atomic_load_n(&vdso_getcpu, __ATOMIC_RELAXED);
	unsigned cpu;
	long r;

	if (!f) {
		f = (getcpu_fn)__vdso_sym("__vdso_getcpu");
		if (!f)
			f = (getcpu_fn)1;
		__atomic_store_n(&vdso_getcpu, f, __ATOMIC_RELAXED);
	}
	if (f != (getcpu_fn)1 && !f(&cpu, 0, 0))
		return cpu;
	r = __syscall(SYS_getcpu, &cpu, 0, 0);
	return r < 0 ? __syscall_ret(r) : (int)cpu;
}
