/* getdtablesize is the RLIMIT_NOFILE soft limit. */
#define _DEFAULT_SOURCE
#include <sys/resource.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	struct rlimit rl;
	CHECK_EQ(getrlimit(RLIMIT_NOFILE, &rl), 0);
	if (rl.rlim_cur != RLIM_INFINITY)
		CHECK_EQ(getdtablesize(), rl.rlim_cur);
	rl.rlim_cur = rl.rlim_cur > 100 ? 100 : rl.rlim_cur;
	CHECK_EQ(setrlimit(RLIMIT_NOFILE, &rl), 0);
	CHECK_EQ(getdtablesize(), rl.rlim_cur);
	return 0;
}
