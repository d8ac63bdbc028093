#include <sys/time.h>
#include <unistd.h>
#include "syscall.h"

/* Arms SIGALRM in seconds (0 cancels); returns what was left of the
   previous alarm, rounded up to whole seconds. */
unsigned alarm(unsigned seconds)
{
#ifdef SYS_alarm
	return __syscall(SYS_alarm, seconds);
#else
	struct itimerval it = { { 0, 0 }, { seconds, 0 } }, old = { { 0, 0 }, { 0, 0 } };

	__syscall(SYS_setitimer, ITIMER_REAL, &it, &old);
	return old.it_value.tv_sec + !!old.it_value.tv_usec;
#endif
}
