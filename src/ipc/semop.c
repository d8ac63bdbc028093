#include <sys/sem.h>
#include "syscall.h"

/* May block, but not a cancellation point: POSIX lists none of the
   XSI semaphore calls, and forbids any it does not list. */
int semop(int id, struct sembuf *ops, size_t nops)
{
#ifdef SYS_semop
	return __syscall_ret(__syscall(SYS_semop, id, ops, nops));
#else
	return __syscall_ret(__syscall(SYS_semtimedop, id, ops, nops, 0));
#endif
}
