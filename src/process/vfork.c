#define _DEFAULT_SOURCE
#include <unistd.h>

/* vfork is fork: the child gets a copy, which POSIX allows and which is
   always safe (a real vfork shares the parent's stack). */
pid_t vfork(void)
{
	return fork();
}
