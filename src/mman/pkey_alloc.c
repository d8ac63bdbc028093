#define _GNU_SOURCE
#include <sys/mman.h>
#include "syscall.h"

int pkey_alloc(unsigned int flags, unsigned int access_rights)
{
	return __syscall_ret(__syscall(SYS_pkey_alloc, flags, access_rights));
}
