#include <unistd.h>
#include "syscall.h"

int chdir(const char *path)
{
	return __syscall_ret(__syscall(SYS_chdir, path));
}
