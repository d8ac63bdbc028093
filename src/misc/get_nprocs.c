#include <sys/sysinfo.h>
#include "syscall.h"

/* Processors this process may run on: the affinity mask, as glibc. */
int get_nprocs(void)
{
	unsigned long set[16] = { 0 };
	long r = __syscall(SYS_sched_getaffinity, 0, sizeof set, set);
	int n = 0;

	if (r <= 0)
		return 1;
	for (long i = 0; i < r / (long)sizeof set[0]; i++)
		n += __builtin_popcountl(set[i]);
	return n ? n : 1;
}
