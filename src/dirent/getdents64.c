#define _GNU_SOURCE
#include <dirent.h>
#include "syscall.h"

/* The kernel's linux_dirent64 records (d_ino, d_off, d_reclen, d_type,
   d_name, as struct dirent64) for fd's directory into buf. */
ssize_t getdents64(int fd, void *buf, size_t size)
{
	/* The kernel takes an unsigned int count: clamp, never wrap. */
	if (size > 0x7fffffff)
		size = 0x7fffffff;
	return __syscall_ret(__syscall(SYS_getdents64, fd, buf, size));
}
