#include "syscall.h"
#include "vdso.h"

typedef long (*getcpu_fn)(unsigned *, unsigned *, void *);
static void *vdso_getcpu;	/* __vdso_cached's slot */

/* The CPU and NUMA node the caller runs on (either pointer may be 0),
   through the vDSO's getcpu when the kernel has one, else the system
   call.  Returns 0 or -errno. */
hidden long __getcpu(unsigned *cpu, unsigned *node)
{
	getcpu_fn f = (getcpu_fn)__vdso_cached(&vdso_getcpu, VDSO_PREFIX "getcpu");

	if (f && !f(cpu, node, 0))
		return 0;
	return __syscall(SYS_getcpu, cpu, node, 0);
}
