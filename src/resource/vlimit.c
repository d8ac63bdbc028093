#include <errno.h>
#include <sys/resource.h>
#include <sys/vlimit.h>

/* Sets the soft limit of resource to value; the hard one is unchanged.
   The LIM_* values are one more than their RLIMIT_* counterparts. */
int vlimit(enum __vlimit_resource resource, int value)
{
	static const int map[] = {
		[LIM_CPU] = RLIMIT_CPU, [LIM_FSIZE] = RLIMIT_FSIZE, [LIM_DATA] = RLIMIT_DATA,
		[LIM_STACK] = RLIMIT_STACK, [LIM_CORE] = RLIMIT_CORE, [LIM_MAXRSS] = RLIMIT_RSS,
	};
	struct rlimit rl;

	if ((unsigned)resource > LIM_MAXRSS || resource == LIM_NORAISE) {
		errno = EINVAL;
		return -1;
	}
	if (getrlimit(map[resource], &rl) < 0)
		return -1;
	rl.rlim_cur = value;
	return setrlimit(map[resource], &rl);
}
