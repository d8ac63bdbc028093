#include <sys/sem.h>
#include "syscall.h"

int semget(key_t key, int nsems, int flags)
{
	return __syscall_ret(__syscall(SYS_semget, key, nsems, flags));
}
