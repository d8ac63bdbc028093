#include <fcntl.h>
#include "procfd.h"
#include "syscall.h"

hidden int __opath_procfdname(char buf[__PROCFD_LEN], int fd)
{
	long flags = __syscall(SYS_fcntl, fd, F_GETFL);

	if (flags < 0 || !(flags & O_PATH))
		return 0;
	__procfdname(buf, fd);
	return 1;
}
