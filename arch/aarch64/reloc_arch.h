/* aarch64 relocations a static program applies to itself at start-up
   (src/start/__relocate.c).  An aarch64 resolver gets AT_HWCAP with bit
   62 set, which says that its second argument points to a block of
   { size of the block, AT_HWCAP, AT_HWCAP2 } (the ABI of gcc's
   target_clones resolvers and of <sys/ifunc.h>). */
#ifndef _WEFT_RELOC_ARCH_H
#define _WEFT_RELOC_ARCH_H

#include <elf.h>

#define RELOC_NONE R_AARCH64_NONE
#define RELOC_RELATIVE R_AARCH64_RELATIVE
#define RELOC_IRELATIVE R_AARCH64_IRELATIVE
#define RELOC_TPOFF R_AARCH64_TLS_TPREL64

static inline uintptr_t __ifunc_resolve(uintptr_t resolver, size_t hwcap, size_t hwcap2)
{
	const unsigned long caps[3] = { sizeof caps, hwcap, hwcap2 };

	return ((uintptr_t (*)(unsigned long, const unsigned long *))resolver)(
		hwcap | 1UL << 62, caps);
}

#endif
