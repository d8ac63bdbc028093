#include <time.h>
#include "syscall.h"

/* -1/EINTR with the unslept time in rem when a handler interrupts it.  A
   cancellation point. */
int nanosleep(const struct timespec *req, struct timespec *rem)
{
	return __syscall_ret(__syscall_cp(SYS_nanosleep, req, rem));
}
