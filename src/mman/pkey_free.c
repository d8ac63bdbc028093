#define _GNU_SOURCE
#include <sys/mman.h>
#include "syscall.h"

int pkey_free(int pkey)
{
	return __syscall_ret(__syscall(SYS_pkey_free, pkey));
}
