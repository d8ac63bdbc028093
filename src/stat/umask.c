#include <sys/stat.h>
#include "syscall.h"

/* Cannot fail; returns the previous mask. */
mode_t umask(mode_t mask)
{
	return __syscall(SYS_umask, mask & 0777);
}
