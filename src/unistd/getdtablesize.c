#include <limits.h>
#include <sys/resource.h>
#include <unistd.h>

/* The soft limit on open descriptors (BSD); INT_MAX when unlimited or
   too large for an int, as glibc. */
int getdtablesize(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) < 0 || rl.rlim_cur > INT_MAX)
		return INT_MAX;
	return (int)rl.rlim_cur;
}
