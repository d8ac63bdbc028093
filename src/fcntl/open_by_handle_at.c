#define _GNU_SOURCE
#include <fcntl.h>
#include "syscall.h"

/* Opens the file name_to_handle_at described, on the file system of
   mount_fd (needs CAP_DAC_READ_SEARCH).  A cancellation point, as open. */
int open_by_handle_at(int mount_fd, struct file_handle *handle, int flags)
{
	return __syscall_ret(__syscall_cp(SYS_open_by_handle_at, mount_fd, handle,
					  flags | O_LARGEFILE));
}
