#include <sys/sysinfo.h>
#include "syscall.h"

int sysinfo(struct sysinfo *info)
{
	return __syscall_ret(__syscall(SYS_sysinfo, info));
}
