#include <unistd.h>
#include "syscall.h"

/* Cannot fail. */
uid_t getuid(void)
{
	return __syscall(SYS_getuid);
}
