#include <string.h>
#include <sys/timex.h>
#include "syscall.h"
#include "libc.h"

/* The clock's time, error bounds and TAI offset from a read-only
   adjtimex; returns the clock state (TIME_*). */
int ntp_gettime(struct ntptimeval *ntv)
{
	struct timex tx;

	memset(&tx, 0, sizeof tx);
	long r = __syscall(SYS_adjtimex, &tx);
	if (r < 0)
		return __syscall_ret(r);
	/* with STA_NANO set, tv_usec holds ns: NTP programs expect that
	   (the nanokernel API), and glibc passes it on too */
	ntv->time = tx.time;
	ntv->maxerror = tx.maxerror;
	ntv->esterror = tx.esterror;
	ntv->tai = tx.tai;
	memset(ntv->__reserved, 0, sizeof ntv->__reserved);
	return r;
}

/* glibc's name for the form that fills tai (the only form here). */
weak_alias(ntp_gettime, ntp_gettimex);
