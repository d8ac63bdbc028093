#include <sys/random.h>
#include "syscall.h"

/* May block until the kernel's pool is ready: a cancellation point. */
ssize_t getrandom(void *buf, size_t len, unsigned int flags)
{
	return __syscall_ret(__syscall_cp(SYS_getrandom, buf, len, flags));
}
