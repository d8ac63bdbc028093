#include <sys/mman.h>
#include "syscall.h"

int munlockall(void)
{
	return __syscall_ret(__syscall(SYS_munlockall));
}
