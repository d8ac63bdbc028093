#define _GNU_SOURCE
#include <sys/mman.h>
#include "syscall.h"

/* Frees the memory of a dying process at once (5.15). */
int process_mrelease(int pidfd, unsigned int flags)
{
	return __syscall_ret(__syscall(SYS_process_mrelease, pidfd, flags));
}
