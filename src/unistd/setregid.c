#include <unistd.h>
#include "syscall.h"

int setregid(gid_t r, gid_t e)
{
	return __syscall_ret(__syscall(SYS_setregid, r, e));
}
