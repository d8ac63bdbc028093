#include <unistd.h>
#include "syscall.h"

/* Cannot fail. */
pid_t getppid(void)
{
	return __syscall(SYS_getppid);
}
