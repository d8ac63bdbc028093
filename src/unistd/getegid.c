#include <unistd.h>
#include "syscall.h"

/* Cannot fail. */
gid_t getegid(void)
{
	return __syscall(SYS_getegid);
}
