#include <unistd.h>
#include "syscall.h"

int setegid(gid_t gid)
{
	return __syscall_ret(__syscall(SYS_setresgid, -1, gid, -1));
}
