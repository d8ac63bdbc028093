#include <unistd.h>
#include "syscall.h"

/* Waits until a signal handler runs or the process ends: always -1/EINTR.
   A cancellation point. */
int pause(void)
{
#ifdef SYS_pause
	return __syscall_ret(__syscall_cp(SYS_pause));
#else
	return __syscall_ret(__syscall_cp(SYS_ppoll, 0, 0, 0, 0));
#endif
}
