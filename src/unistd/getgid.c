#include <unistd.h>
#include "syscall.h"

/* Cannot fail. */
gid_t getgid(void)
{
	return __syscall(SYS_getgid);
}
