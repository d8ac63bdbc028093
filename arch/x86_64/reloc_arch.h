/* x86_64 relocations a static program applies to itself at start-up
   (src/start/__relocate.c): base-relative words of a static PIE, and
   ifunc results.  An x86_64 resolver takes no argument (it asks cpuid). */
#ifndef _WEFT_RELOC_ARCH_H
#define _WEFT_RELOC_ARCH_H

#include <elf.h>

#define RELOC_NONE R_X86_64_NONE
#define RELOC_RELATIVE R_X86_64_RELATIVE
#define RELOC_IRELATIVE R_X86_64_IRELATIVE
#define RELOC_TPOFF R_X86_64_TPOFF64

static inline uintptr_t __ifunc_resolve(uintptr_t resolver, size_t hwcap, size_t hwcap2)
{
	(void)hwcap;
	(void)hwcap2;
	return ((uintptr_t (*)(void))resolver)();
}

#endif
