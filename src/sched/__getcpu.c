#include "syscall.h"
#include "vdso.h"

typedef long (*getcpu_fn)(unsigned *, unsigned *, void *);
static getcpu_fn vdso_getcpu;

/* The CPU and NUMA node the caller runs on (either pointer may be 0),
   through the vDSO's getcpu when the kernel has one, else the system
   call.  The vDSO lookup is done once; (getcpu_fn)1 records that there is
   none.  Returns 0 or -errno. */
hidden long __getcpu(unsigned *cpu, unsigned *node)
{
	getcpu_fn f = __atomic_load_n(&vdso_getcpu, __ATOMIC_RELAXED);

	if (!f) {
		f = (getcpu_fn)__vdso_sym("__vdso_getcpu");
		if (!f)
			f = (getcpu_fn)1;
		__atomic_store_n(&vdso_getcpu, f, __ATOMIC_RELAXED);
	}
	if (f != (getcpu_fn)1 && !f(cpu, node, 0))
		return 0;
	return __syscall(SYS_getcpu, cpu, node, 0);
}
