#include "sched_cache.h"
#include "syscall.h"

/* CPUs the calling thread may run on (its affinity mask), 0 when the
   kernel's mask is wider than 1024 CPUs. */
hidden int __cpus_allowed(void)
{
	unsigned long set[16] = { 0 };
	long r = __syscall(SYS_sched_getaffinity, 0, sizeof set, set);
	int n = 0;

	for (long i = 0; i < r / (long)sizeof set[0]; i++)
		n += __builtin_popcountl(set[i]);
	return n;
}
