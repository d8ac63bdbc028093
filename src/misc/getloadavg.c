#include <stdlib.h>
#include <sys/sysinfo.h>
#include "syscall.h"

/* The kernel's load averages over 1, 5 and 15 minutes, as sysinfo reports
   them: fixed point with SI_LOAD_SHIFT fraction bits, so every bit the
   kernel keeps is in the double (the two decimals of /proc/loadavg are
   these rounded), which is also what glibc returns.  Up to nelem (at most
   3) are stored and their count returned (0 for a negative nelem, as
   glibc); -1 if the kernel says no. */
int getloadavg(double loadavg[], int nelem)
{
	struct sysinfo si;
	long r;
	int i;

	r = __syscall(SYS_sysinfo, &si);
	if (r < 0)
		return __syscall_ret(r);
	for (i = 0; i < nelem && i < 3; i++)
		loadavg[i] = (double)si.loads[i] / (1 << SI_LOAD_SHIFT);
	return i;
}
