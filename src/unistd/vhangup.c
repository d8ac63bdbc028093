#define _DEFAULT_SOURCE
#include <unistd.h>
#include "syscall.h"

/* Hangs up the calling process's controlling terminal (privileged). */
int vhangup(void)
{
	return __syscall_ret(__syscall(SYS_vhangup));
}
