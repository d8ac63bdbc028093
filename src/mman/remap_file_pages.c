#define _GNU_SOURCE
#include <sys/mman.h>
#include "syscall.h"

/* Deprecated by Linux (3.16 emulates it with new mappings). */
int remap_file_pages(void *addr, size_t size, int prot, size_t pgoff, int flags)
{
	return __syscall_ret(__syscall(SYS_remap_file_pages, addr, size, prot,
				       pgoff, flags));
}
