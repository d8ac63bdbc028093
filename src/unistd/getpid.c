#include <unistd.h>
#include "syscall.h"

/* Cannot fail. */
pid_t getpid(void)
{
	return __syscall(SYS_getpid);
}
