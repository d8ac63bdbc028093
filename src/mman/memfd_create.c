#define _GNU_SOURCE
#include <sys/mman.h>
#include "syscall.h"

int memfd_create(const char *name, unsigned flags)
{
	return __syscall_ret(__syscall(SYS_memfd_create, name, flags));
}
