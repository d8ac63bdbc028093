#define _GNU_SOURCE
#include <sys/mman.h>
#include "syscall.h"

/* mprotect that also tags the pages with pkey (-1: keep their key). */
int pkey_mprotect(void *addr, size_t len, int prot, int pkey)
{
	return __syscall_ret(__syscall(SYS_pkey_mprotect, addr, len, prot, pkey));
}
