#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "syscall.h"

/* Closes every descriptor from low up: close_range when the kernel has
   it (5.9), else each number listed in /proc/self/fd.  Nothing can be
   reported, and leaving descriptors open where the caller counts on them
   being closed is a security hole: abort if neither way works. */
void closefrom(int low)
{
	struct dent { unsigned long long ino; long long off;
		      unsigned short reclen; unsigned char type; char name[]; };
	_Alignas(8) char buf[2048];
	long dir, n, pos;
	int fd;

	if (low < 0)
		low = 0;
	if (!__syscall(SYS_close_range, low, ~0U, 0))
		return;
	dir = __syscall(SYS_openat, AT_FDCWD, "/proc/self/fd",
			O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dir < 0)
		abort();
	while ((n = __syscall(SYS_getdents64, dir, buf, sizeof buf)) > 0)
		for (pos = 0; pos < n; pos += ((struct dent *)(buf + pos))->reclen) {
			const char *s = ((struct dent *)(buf + pos))->name;
			if (*s < '0' || *s > '9')
				continue;
			for (fd = 0; *s; s++)
				fd = fd * 10 + (*s - '0');
			if (fd >= low && fd != dir)
				__syscall(SYS_close, fd);
		}
	__syscall(SYS_close, dir);
	if (n < 0)
		abort();
}
