#include <sys/times.h>
#include "syscall.h"

/* CPU times of the process and its waited-for children, in clock ticks;
   the return value is ticks since an arbitrary point in the past. */
clock_t times(struct tms *buf)
{
	return __syscall_ret(__syscall(SYS_times, buf));
}
