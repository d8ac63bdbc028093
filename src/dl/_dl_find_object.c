#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include <string.h>

struct query {
	uintptr_t pc;
	struct dl_find_object *r;
};

static int look(struct dl_phdr_info *info, size_t size, void *arg)
{
	struct query *q = arg;
	const ElfW(Phdr) *load = 0, *eh = 0;

	(void)size;
	for (size_t i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *p = &info->dlpi_phdr[i];
		uintptr_t lo = info->dlpi_addr + p->p_vaddr;
		if (p->p_type == PT_LOAD && q->pc >= lo && q->pc - lo < p->p_memsz)
			load = p;
		else if (p->p_type == PT_GNU_EH_FRAME)
			eh = p;
	}
	if (!load)
		return 0;
	memset(q->r, 0, sizeof *q->r);
	q->r->dlfo_map_start = (void *)(info->dlpi_addr + load->p_vaddr);
	q->r->dlfo_map_end = (char *)q->r->dlfo_map_start + load->p_memsz;
	q->r->dlfo_eh_frame = eh ? (void *)(info->dlpi_addr + eh->p_vaddr) : 0;
	return 1;
}

/* The objects are those dl_iterate_phdr reports: the program (with the
   unwind table index it makes for a program linked without one) and the
   vDSO. */
int _dl_find_object(void *address, struct dl_find_object *result)
{
	struct query q = { (uintptr_t)address, result };

	return dl_iterate_phdr(look, &q) ? 0 : -1;
}
