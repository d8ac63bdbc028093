/* vlimit sets the soft limit of the resource (LIM_CPU is RLIMIT_CPU,
   and so on) and leaves the hard one; LIM_NORAISE and unknown
   resources are EINVAL; a value above the hard limit is refused as
   setrlimit refuses it. */
#include <sys/resource.h>
#include <sys/vlimit.h>
#include "check.h"

int main(void)
{
	struct rlimit before, after;

	CHECK_EQ(getrlimit(RLIMIT_CORE, &before), 0);
	CHECK_EQ(vlimit(LIM_CORE, 4096), 0);
	CHECK_EQ(getrlimit(RLIMIT_CORE, &after), 0);
	CHECK_EQ(after.rlim_cur, 4096);
	CHECK_EQ(after.rlim_max, before.rlim_max);
	CHECK_EQ(vlimit(LIM_CPU, 100000), 0);
	CHECK_EQ(getrlimit(RLIMIT_CPU, &after), 0);
	CHECK_EQ(after.rlim_cur, 100000);

	struct rlimit low = { 1000, 5000 };
	CHECK_EQ(setrlimit(RLIMIT_FSIZE, &low), 0);
	CHECK_ERR(vlimit(LIM_FSIZE, 6000), EINVAL);
	CHECK_EQ(vlimit(LIM_FSIZE, 2000), 0);
	CHECK_EQ(getrlimit(RLIMIT_FSIZE, &after), 0);
	CHECK_EQ(after.rlim_cur, 2000);
	CHECK_EQ(after.rlim_max, 5000);

	CHECK_ERR(vlimit(LIM_NORAISE, 0), EINVAL);
	CHECK_ERR(vlimit((enum __vlimit_resource)7, 0), EINVAL);
	CHECK_ERR(vlimit((enum __vlimit_resource)-1, 0), EINVAL);
	return 0;
}
