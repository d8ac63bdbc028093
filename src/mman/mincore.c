#include <sys/mman.h>
#include "syscall.h"

int mincore(void *addr, size_t len, unsigned char *vec)
{
	return __syscall_ret(__syscall(SYS_mincore, addr, len, vec));
}
