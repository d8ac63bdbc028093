#include <unistd.h>
#include "syscall.h"

int setreuid(uid_t r, uid_t e)
{
	return __syscall_ret(__syscall(SYS_setreuid, r, e));
}
