#include <sys/utsname.h>
#include "syscall.h"

int uname(struct utsname *buf)
{
	return __syscall_ret(__syscall(SYS_uname, buf));
}
