#include <elf.h>
#include <link.h>
#include "dl_impl.h"

static struct link_map self;
static int made;

/* Made at the first call from the program headers; every caller that
   races to make it writes the same values. */
hidden struct link_map *__dl_self_map(void)
{
	const size_t *v;
	const ElfW(Phdr) *ph;
	size_t n;
	uintptr_t bias = __libc.base;

	if (__atomic_load_n(&made, __ATOMIC_ACQUIRE))
		return &self;
	v = __auxv_find(AT_PHDR);
	ph = v ? (const ElfW(Phdr) *)*v : 0;
	v = __auxv_find(AT_PHNUM);
	n = v && ph ? *v : 0;
	self.l_addr = bias;
	self.l_name = (char *)"";
	for (size_t i = 0; i < n; i++)
		if (ph[i].p_type == PT_DYNAMIC)
			self.l_ld = (ElfW(Dyn) *)(bias + ph[i].p_vaddr);
	__atomic_store_n(&made, 1, __ATOMIC_RELEASE);
	return &self;
}
