/* Functions the kernel exports in the vDSO (AT_SYSINFO_EHDR). */
#ifndef _WEFT_VDSO_H
#define _WEFT_VDSO_H

#include "libc.h"

/* Address of the vDSO's global function name, or 0 if there is none. */
hidden void *__vdso_sym(const char *name);

/* getcpu(2) through the vDSO when it has it (src/sched/__getcpu.c):
   0 or -errno. */
hidden long __getcpu(unsigned *cpu, unsigned *node);

#endif
