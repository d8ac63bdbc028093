#include <sys/shm.h>
#include "syscall.h"

int shmget(key_t key, size_t size, int flags)
{
	return __syscall_ret(__syscall(SYS_shmget, key, size, flags));
}
