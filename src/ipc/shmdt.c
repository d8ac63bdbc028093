#include <sys/shm.h>
#include "syscall.h"

int shmdt(const void *addr)
{
	return __syscall_ret(__syscall(SYS_shmdt, addr));
}
