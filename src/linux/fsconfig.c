#include <sys/mount.h>
#include "syscall.h"

/* Sets a parameter of, or acts on, the context fd (5.2). */
int fsconfig(int fd, unsigned int cmd, const char *key, const void *value, int aux)
{
	return __syscall_ret(__syscall(SYS_fsconfig, fd, cmd, key, value, aux));
}
