#include <sys/sem.h>
#include "syscall.h"

/* May block: a cancellation point. */
int semop(int id, struct sembuf *ops, size_t nops)
{
#ifdef SYS_semop
	return __syscall_ret(__syscall_cp(SYS_semop, id, ops, nops));
#else
	return __syscall_ret(__syscall_cp(SYS_semtimedop, id, ops, nops, 0));
#endif
}
