#include <time.h>
#include <unistd.h>
#include "syscall.h"

/* Sleeps seconds; when a signal handler interrupts it, returns the unslept
   time rounded to the nearest second (as glibc).  A cancellation point. */
unsigned sleep(unsigned seconds)
{
	struct timespec req = { seconds, 0 }, rem;

	if (__syscall_cp(SYS_nanosleep, &req, &rem) == 0)
		return 0;
	return rem.tv_sec + (rem.tv_nsec >= 500000000);
}
