/* Functions the kernel exports in the vDSO (AT_SYSINFO_EHDR). */
#ifndef _WEFT_VDSO_H
#define _WEFT_VDSO_H

#include "libc.h"
#include "syscall_arch.h"

/* The vDSO's names: "__vdso_" + the call's name on x86_64 and riscv64;
   an arch whose kernel names them otherwise (aarch64: "__kernel_")
   defines VDSO_PREFIX in its syscall_arch.h. */
#ifndef VDSO_PREFIX
#define VDSO_PREFIX "__vdso_"
#endif

/* Address of the vDSO's global function name, or 0 if there is none. */
hidden void *__vdso_sym(const char *name);

/* The vDSO function name, looked up on the first call only: *slot caches
   it, 0 meaning not looked up yet and 1 that the vDSO has none.  Returns
   the function or 0.  Threads racing on the first call find the same
   answer, so a plain store will do.  Inline: the callers' fast path is a
   load and a compare, and a program using one of them links no more. */
static inline void *__vdso_cached(void **slot, const char *name)
{
	void *f = __atomic_load_n(slot, __ATOMIC_RELAXED);

	if (!f) {
		f = __vdso_sym(name);
		if (!f)
			f = (void *)1;
		__atomic_store_n(slot, f, __ATOMIC_RELAXED);
	}
	return f == (void *)1 ? 0 : f;
}

/* getcpu(2) through the vDSO when it has it (src/sched/__getcpu.c):
   0 or -errno. */
hidden long __getcpu(unsigned *cpu, unsigned *node);

#endif
