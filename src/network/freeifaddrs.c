#include <ifaddrs.h>
#include <stdlib.h>

/* Each entry of getifaddrs's list is one allocation, holding the
   addresses and name it points to. */
void freeifaddrs(struct ifaddrs *ifa)
{
	while (ifa) {
		struct ifaddrs *next = ifa->ifa_next;
		free(ifa);
		ifa = next;
	}
}
