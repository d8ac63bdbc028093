#include <sys/timex.h>
#include "syscall.h"

/* The NTP name of adjtimex(2): the same call and result. */
int ntp_adjtime(struct timex *tx)
{
	return __syscall_ret(__syscall(SYS_adjtimex, tx));
}
