/* The posix_spawn_file_actions_add* calls fail with EBADF for a descriptor
   that is negative or not below {OPEN_MAX} (the RLIMIT_NOFILE soft limit),
   and accept the one just below (gnulib's test checks getdtablesize()). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include "check.h"

int main(void)
{
	posix_spawn_file_actions_t fa;
	struct rlimit rl;
	int max = 64;

	CHECK_EQ(getrlimit(RLIMIT_NOFILE, &rl), 0);
	if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < (rlim_t)max)
		max = (int)rl.rlim_max;
	rl.rlim_cur = max;
	CHECK_EQ(setrlimit(RLIMIT_NOFILE, &rl), 0);

	CHECK_EQ(posix_spawn_file_actions_init(&fa), 0);
	CHECK_EQ(posix_spawn_file_actions_addclose(&fa, -1), EBADF);
	CHECK_EQ(posix_spawn_file_actions_addclose(&fa, max), EBADF);
	CHECK_EQ(posix_spawn_file_actions_addclose(&fa, max - 1), 0);
	CHECK_EQ(posix_spawn_file_actions_adddup2(&fa, max, 1), EBADF);
	CHECK_EQ(posix_spawn_file_actions_adddup2(&fa, 1, max), EBADF);
	CHECK_EQ(posix_spawn_file_actions_adddup2(&fa, 1, max - 1), 0);
	CHECK_EQ(posix_spawn_file_actions_addopen(&fa, max, "/dev/null", O_RDONLY, 0), EBADF);
	CHECK_EQ(posix_spawn_file_actions_addopen(&fa, max - 1, "/dev/null", O_RDONLY, 0), 0);
	CHECK_EQ(posix_spawn_file_actions_destroy(&fa), 0);
	return 0;
}
