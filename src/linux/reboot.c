#define _GNU_SOURCE
#include <sys/reboot.h>
#include "syscall.h"

/* The kernel wants its two magic numbers before the command. */
int reboot(int howto)
{
	return __syscall_ret(__syscall(SYS_reboot, 0xfee1deadu, 672274793, howto, 0));
}
