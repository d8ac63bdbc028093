/* The objects of a program, as the unwinder and profilers walk them.  A
   weft program is static: dl_iterate_phdr reports the program itself and
   the kernel's vDSO. */
#ifndef _LINK_H
#define _LINK_H

#include <features.h>
#include <elf.h>
#include <stddef.h>
#include <stdint.h>

#if UINTPTR_MAX > 0xffffffffu
# define __ELF_NATIVE_CLASS 64
#else
# define __ELF_NATIVE_CLASS 32
#endif
#define ElfW(type) __ElfW_(__ELF_NATIVE_CLASS, type)
#define __ElfW_(c, t) __ElfW__(c, t)
#define __ElfW__(c, t) Elf##c##_##t

struct link_map {
	ElfW(Addr) l_addr;       /* load bias */
	char *l_name;
	ElfW(Dyn) *l_ld;
	struct link_map *l_next, *l_prev;
};

struct dl_phdr_info {
	ElfW(Addr) dlpi_addr;          /* load bias */
	const char *dlpi_name;
	const ElfW(Phdr) *dlpi_phdr;
	ElfW(Half) dlpi_phnum;
	/* Counts of objects loaded and unloaded so far. */
	unsigned long long dlpi_adds, dlpi_subs;
	size_t dlpi_tls_modid;
	void *dlpi_tls_data;
};

__WEFT_BEGIN
int dl_iterate_phdr(int (*callback)(struct dl_phdr_info *info, size_t size, void *data), void *data);
__WEFT_END

#endif
