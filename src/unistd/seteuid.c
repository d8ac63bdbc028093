#include <unistd.h>
#include "syscall.h"

int seteuid(uid_t uid)
{
	return __syscall_ret(__syscall(SYS_setresuid, -1, uid, -1));
}
