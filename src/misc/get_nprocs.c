#include <sys/sysinfo.h>
#include "sched_cache.h"

/* Processors this process may run on: the affinity mask, as glibc. */
int get_nprocs(void)
{
	int n = __cpus_allowed();

	return n ? n : 1;
}
