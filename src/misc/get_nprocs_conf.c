#include <fcntl.h>
#include <sys/sysinfo.h>
#include <unistd.h>
#include "cancel.h"
#include "syscall.h"

/* Processors configured: the highest number in the kernel's "possible"
   list plus one; the online count if /sys is not there. */
int get_nprocs_conf(void)
{
	char buf[256];
	/* sysconf is not a cancellation point. */
	int c = __cancel_off();
	int fd = open("/sys/devices/system/cpu/possible", O_RDONLY | O_CLOEXEC);
	ssize_t n = -1;
	int max = -1, cur = 0, have = 0;

	if (fd >= 0) {
		n = read(fd, buf, sizeof buf - 1);
		close(fd);
	}
	__cancel_restore(c);
	if (n <= 0)
		return get_nprocs();
	for (ssize_t i = 0; i <= n; i++) {
		char c = i < n ? buf[i] : 0;
		if (c >= '0' && c <= '9') {
			cur = cur * 10 + (c - '0');
			have = 1;
		} else {
			if (have && cur > max)
				max = cur;
			cur = 0;
			have = 0;
		}
	}
	return max >= 0 ? max + 1 : get_nprocs();
}
