#include <elf.h>
#include <string.h>
#include "vdso.h"

/*
 * A minimal ELF symbol lookup in the vDSO image the kernel maps into every
 * process.  It uses DT_HASH only for its symbol count (nchain) and scans
 * the symbol table linearly: the vDSO has a handful of symbols and callers
 * cache the result.
 */
hidden void *__vdso_sym(const char *name)
{
	const size_t *ehdr = __auxv_find(AT_SYSINFO_EHDR);
	const unsigned char *base;
	const Elf64_Ehdr *eh;
	const Elf64_Phdr *ph;
	const Elf64_Dyn *dyn = 0;
	const Elf64_Sym *syms = 0;
	const char *strs = 0;
	const uint32_t *hash = 0;
	uintptr_t bias = 0;
	int have_bias = 0;
	size_t i;

	if (!ehdr || !*ehdr)
		return 0;
	base = (const unsigned char *)*ehdr;
	eh = (const Elf64_Ehdr *)base;
	ph = (const Elf64_Phdr *)(base + eh->e_phoff);
	for (i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type == PT_LOAD && !have_bias) {
			bias = (uintptr_t)base + ph[i].p_offset - ph[i].p_vaddr;
			have_bias = 1;
		} else if (ph[i].p_type == PT_DYNAMIC) {
			dyn = (const Elf64_Dyn *)(base + ph[i].p_offset);
		}
	}
	if (!dyn || !have_bias)
		return 0;
	for (; dyn->d_tag != DT_NULL; dyn++) {
		if (dyn->d_tag == DT_SYMTAB)
			syms = (const Elf64_Sym *)(bias + dyn->d_un.d_ptr);
		else if (dyn->d_tag == DT_STRTAB)
			strs = (const char *)(bias + dyn->d_un.d_ptr);
		else if (dyn->d_tag == DT_HASH)
			hash = (const uint32_t *)(bias + dyn->d_un.d_ptr);
	}
	if (!syms || !strs || !hash)
		return 0;
	for (i = 0; i < hash[1]; i++) {
		const Elf64_Sym *s = &syms[i];
		if (ELF64_ST_TYPE(s->st_info) != STT_FUNC || s->st_shndx == SHN_UNDEF)
			continue;
		if (ELF64_ST_BIND(s->st_info) != STB_GLOBAL && ELF64_ST_BIND(s->st_info) != STB_WEAK)
			continue;
		if (!strcmp(strs + s->st_name, name))
			return (void *)(bias + s->st_value);
	}
	return 0;
}
