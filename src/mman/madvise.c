#include <sys/mman.h>
#include "syscall.h"

int madvise(void *addr, size_t len, int advice)
{
	return __syscall_ret(__syscall(SYS_madvise, addr, len, advice));
}
