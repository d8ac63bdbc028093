#include <sys/timex.h>
#include "syscall.h"

int clock_adjtime(clockid_t clock, struct timex *tx)
{
	return __syscall_ret(__syscall(SYS_clock_adjtime, clock, tx));
}
