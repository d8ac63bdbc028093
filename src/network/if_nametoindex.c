#include <errno.h>
#include <net/if.h>
#include <string.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* 0 (with errno set) when there is no such interface. */
unsigned int if_nametoindex(const char *name)
{
	struct ifreq ifr;
	size_t n = strlen(name);
	long fd, r;

	if (n >= IFNAMSIZ) {
		errno = ENODEV;
		return 0;
	}
	memset(&ifr, 0, sizeof ifr);
	memcpy(ifr.ifr_name, name, n);
	fd = __syscall(SYS_socket, AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		__syscall_ret(fd);
		return 0;
	}
	r = __syscall(SYS_ioctl, fd, SIOCGIFINDEX, &ifr);
	__syscall(SYS_close, fd);
	if (r < 0) {
		__syscall_ret(r);
		return 0;
	}
	return ifr.ifr_ifindex;
}
