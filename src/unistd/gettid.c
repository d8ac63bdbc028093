#define _GNU_SOURCE
#include <unistd.h>
#include "syscall.h"

/* Cannot fail. */
pid_t gettid(void)
{
	return __syscall(SYS_gettid);
}
