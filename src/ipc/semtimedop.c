#define _GNU_SOURCE
#include <sys/sem.h>
#include "syscall.h"

/* timeout is relative.  Not a cancellation point (see semop). */
int semtimedop(int id, struct sembuf *ops, size_t nops, const struct timespec *timeout)
{
	return __syscall_ret(__syscall(SYS_semtimedop, id, ops, nops, timeout));
}
