#include <unistd.h>
#include "syscall.h"

int setgid(gid_t gid)
{
	return __syscall_ret(__syscall(SYS_setgid, gid));
}
