#include <time.h>
#include <unistd.h>
#include "syscall.h"

/* Sleeps usec microseconds (any value, as glibc); -1/EINTR when
   interrupted.  A cancellation point. */
int usleep(useconds_t usec)
{
	struct timespec req = { usec / 1000000, (long)(usec % 1000000) * 1000 };

	return __syscall_ret(__syscall_cp(SYS_nanosleep, &req, 0));
}
