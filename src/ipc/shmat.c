#include <sys/shm.h>
#include "syscall.h"

void *shmat(int id, const void *addr, int flags)
{
	return (void *)__syscall_ret(__syscall(SYS_shmat, id, addr, flags));
}
