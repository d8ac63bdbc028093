#include <errno.h>
#include <time.h>
#include "syscall.h"
#include "time_impl.h"

/* The kernel names the CPU-time clock of process pid (0: the caller) by a
   negative clock id: the bitwise complement of pid shifted past three bits
   that select the clock kind (CPUCLOCK_SCHED: total CPU time) and say "a
   process, not a thread".  Asking the kernel for the clock's resolution
   proves the process exists: EINVAL there means no such process. */
int clock_getcpuclockid(pid_t pid, clockid_t *clk)
{
	struct timespec res;
	clockid_t id;
	long r;

	if (pid < 0)
		return ESRCH;
	id = (clockid_t)((~(unsigned)pid << 3) | KCPUCLOCK_SCHED);
	r = __syscall(SYS_clock_getres, id, &res);
	if (r == -EINVAL)
		return ESRCH;
	if (r)
		return (int)-r;
	*clk = id;
	return 0;
}
