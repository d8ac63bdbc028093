#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* "/dev/pts/N" for the master fd.  Returns 0 or an error number (also left
   in errno): ENOTTY when fd is not a master, ERANGE when buf is short. */
int ptsname_r(int fd, char *buf, size_t len)
{
	static const char dir[] = "/dev/pts/";
	char num[12], *p = num + sizeof num;
	unsigned n;
	size_t nl;
	long r = __syscall(SYS_ioctl, fd, TIOCGPTN, &n);

	if (r < 0) {
		errno = -r;
		return -r;
	}
	*--p = 0;
	do
		*--p = '0' + n % 10;
	while (n /= 10);
	nl = num + sizeof num - p;
	if (!buf || len < sizeof dir - 1 + nl) {
		errno = ERANGE;
		return ERANGE;
	}
	memcpy(buf, dir, sizeof dir - 1);
	memcpy(buf + sizeof dir - 1, p, nl);
	return 0;
}
