#define _GNU_SOURCE
#include <sched.h>

int __sched_cpucount(size_t size, const cpu_set_t *set)
{
	int n = 0;

	for (size_t i = 0; i < size / sizeof(long); i++)
		n += __builtin_popcountl(set->__bits[i]);
	return n;
}
