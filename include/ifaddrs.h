/* Network interfaces and their addresses (BSD, Linux). */
#ifndef _IFADDRS_H
#define _IFADDRS_H

#include <features.h>
#include <sys/socket.h>

struct ifaddrs {
	struct ifaddrs *ifa_next;
	char *ifa_name;
	unsigned int ifa_flags;         /* IFF_* of <net/if.h> */
	struct sockaddr *ifa_addr;
	struct sockaddr *ifa_netmask;
	/* The broadcast address with IFF_BROADCAST, the peer's with
	   IFF_POINTOPOINT. */
	union {
		struct sockaddr *ifu_broadaddr;
		struct sockaddr *ifu_dstaddr;
	} ifa_ifu;
	void *ifa_data;
};
#ifndef ifa_broadaddr
#define ifa_broadaddr ifa_ifu.ifu_broadaddr
#endif
#ifndef ifa_dstaddr
#define ifa_dstaddr ifa_ifu.ifu_dstaddr
#endif

__WEFT_BEGIN
int getifaddrs(struct ifaddrs **ifap);
void freeifaddrs(struct ifaddrs *ifa);
__WEFT_END

#endif
