#include <unistd.h>
#include "syscall.h"

int getgroups(int size, gid_t list[])
{
	return __syscall_ret(__syscall(SYS_getgroups, size, list));
}
