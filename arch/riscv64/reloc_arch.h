/* riscv64 relocations a static program applies to itself at start-up
   (src/start/__relocate.c).  A riscv64 resolver gets AT_HWCAP, then a
   pointer to a riscv_hwprobe function, which weft does not offer: null,
   so the resolver falls back on AT_HWCAP. */
#ifndef _WEFT_RELOC_ARCH_H
#define _WEFT_RELOC_ARCH_H

#include <elf.h>

#define RELOC_NONE R_RISCV_NONE
#define RELOC_RELATIVE R_RISCV_RELATIVE
#define RELOC_IRELATIVE R_RISCV_IRELATIVE
#define RELOC_TPOFF R_RISCV_TLS_TPREL64

static inline uintptr_t __ifunc_resolve(uintptr_t resolver, size_t hwcap, size_t hwcap2)
{
	(void)hwcap2;
	return ((uintptr_t (*)(unsigned long, void *, void *))resolver)(hwcap, 0, 0);
}

#endif
