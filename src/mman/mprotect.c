#include <sys/mman.h>
#include "syscall.h"

int mprotect(void *addr, size_t len, int prot)
{
	return __syscall_ret(__syscall(SYS_mprotect, addr, len, prot));
}
