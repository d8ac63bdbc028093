#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include "libc.h"

struct query {
	uintptr_t a;
	Dl_info *info;
};

static int look(struct dl_phdr_info *o, size_t size, void *arg)
{
	struct query *q = arg;
	uintptr_t base = 0;
	int in = 0;

	(void)size;
	for (size_t i = 0; i < o->dlpi_phnum; i++) {
		const ElfW(Phdr) *p = &o->dlpi_phdr[i];
		if (p->p_type != PT_LOAD)
			continue;
		if (!p->p_offset)
			base = o->dlpi_addr + p->p_vaddr;
		in |= q->a >= o->dlpi_addr + p->p_vaddr && q->a - o->dlpi_addr - p->p_vaddr < p->p_memsz;
	}
	if (!in)
		return 0;
	/* The object, as glibc names it for a program without a dynamic
	   symbol table: its file and where its ELF header is; no symbol. */
	q->info->dli_fname = *o->dlpi_name ? o->dlpi_name : __progname_full;
	q->info->dli_fbase = (void *)base;
	q->info->dli_sname = 0;
	q->info->dli_saddr = 0;
	return 1;
}

/* The objects are those dl_iterate_phdr reports: the program and the
   vDSO. */
int dladdr(const void *addr, Dl_info *info)
{
	struct query q = { (uintptr_t)addr, info };

	return dl_iterate_phdr(look, &q);
}
