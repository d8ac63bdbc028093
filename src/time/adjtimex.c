#include <sys/timex.h>
#include "syscall.h"

/* Returns the clock state (TIME_*), or -1 with errno. */
int adjtimex(struct timex *tx)
{
	return __syscall_ret(__syscall(SYS_adjtimex, tx));
}
