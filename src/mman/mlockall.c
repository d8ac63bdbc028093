#include <sys/mman.h>
#include "syscall.h"

int mlockall(int flags)
{
	return __syscall_ret(__syscall(SYS_mlockall, flags));
}
