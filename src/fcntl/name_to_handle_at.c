#define _GNU_SOURCE
#include <fcntl.h>
#include "syscall.h"

/* A handle for path (handle->handle_bytes says the room the caller gave;
   EOVERFLOW tells the size needed) and its mount's id. */
int name_to_handle_at(int dirfd, const char *path, struct file_handle *handle,
		      int *mount_id, int flags)
{
	return __syscall_ret(__syscall(SYS_name_to_handle_at, dirfd, path, handle,
				       mount_id, flags));
}
