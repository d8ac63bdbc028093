#define _GNU_SOURCE
#include <sys/uio.h>
#include "syscall.h"

ssize_t process_vm_writev(pid_t pid, const struct iovec *local, unsigned long nlocal,
			  const struct iovec *remote, unsigned long nremote, unsigned long flags)
{
	return __syscall_ret(__syscall(SYS_process_vm_writev, pid, local, nlocal, remote, nremote, flags));
}
