#include <unistd.h>
#include "syscall.h"

/* Cannot fail. */
uid_t geteuid(void)
{
	return __syscall(SYS_geteuid);
}
