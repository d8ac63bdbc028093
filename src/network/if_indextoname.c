#include <errno.h>
#include <net/if.h>
#include <string.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* name must have room for IF_NAMESIZE bytes.  ENXIO when no interface has
   that index. */
char *if_indextoname(unsigned int index, char *name)
{
	struct ifreq ifr;
	long fd, r;

	memset(&ifr, 0, sizeof ifr);
	ifr.ifr_ifindex = index;
	fd = __syscall(SYS_socket, AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		__syscall_ret(fd);
		return 0;
	}
	r = __syscall(SYS_ioctl, fd, SIOCGIFNAME, &ifr);
	__syscall(SYS_close, fd);
	if (r < 0) {
		__syscall_ret(r == -ENODEV ? -ENXIO : r);
		return 0;
	}
	memcpy(name, ifr.ifr_name, IF_NAMESIZE);
	name[IF_NAMESIZE - 1] = 0;
	return name;
}
