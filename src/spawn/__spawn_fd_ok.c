#include <sys/resource.h>
#include "spawn_impl.h"

/* POSIX has the add* calls fail with EBADF for a descriptor that is
   negative or not below {OPEN_MAX}, the RLIMIT_NOFILE soft limit now:
   such an action could only fail later, in the child. */
hidden int __spawn_fd_ok(int fd)
{
	struct rlimit rl;

	if (fd < 0)
		return 0;
	if (getrlimit(RLIMIT_NOFILE, &rl) < 0 || rl.rlim_cur == RLIM_INFINITY)
		return 1;
	return (rlim_t)fd < rl.rlim_cur;
}
