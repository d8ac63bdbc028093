/* getifaddrs lists every interface once as AF_PACKET and each of its
   IPv4 and IPv6 addresses with the interface's name and flags, the
   netmask from the prefix and the broadcast address; on lo 127.0.0.1
   with 255.0.0.0 (and ::1/128 when lo has it).  if_nameindex lists the
   same interfaces, and agrees with if_nametoindex and if_indextoname. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include "check.h"

int main(void)
{
	struct ifaddrs *list, *a;
	struct if_nameindex *ni;
	int packet = 0, lo4 = 0, lo6 = 0, nni = 0;
	char text[INET6_ADDRSTRLEN];

	CHECK_EQ(getifaddrs(&list), 0);
	CHECK(list);
	ni = if_nameindex();
	CHECK(ni);
	for (struct if_nameindex *p = ni; p->if_index; p++) {
		char name[IF_NAMESIZE];
		nni++;
		CHECK(p->if_name && *p->if_name);
		CHECK_EQ(if_nametoindex(p->if_name), p->if_index);
		CHECK_STR(if_indextoname(p->if_index, name), p->if_name);
	}
	CHECK(nni >= 1);

	for (a = list; a; a = a->ifa_next) {
		CHECK(a->ifa_name && *a->ifa_name);
		CHECK(strlen(a->ifa_name) < IF_NAMESIZE);
		if (!a->ifa_addr)
			continue;
		int family = a->ifa_addr->sa_family;
		if (family == AF_PACKET) {
			/* one per interface, named as if_nameindex names it */
			int found = 0;
			packet++;
			for (struct if_nameindex *p = ni; p->if_index; p++)
				found += !strcmp(p->if_name, a->ifa_name);
			CHECK_EQ(found, 1);
			continue;
		}
		if (family != AF_INET && family != AF_INET6)
			continue;
		/* the interface exists, and the entry carries its flags */
		CHECK_NE(if_nametoindex(a->ifa_name), 0);
		CHECK(a->ifa_netmask);
		CHECK_EQ(a->ifa_netmask->sa_family, family);
		if (family == AF_INET) {
			struct sockaddr_in *in = (struct sockaddr_in *)a->ifa_addr;
			struct sockaddr_in *m = (struct sockaddr_in *)a->ifa_netmask;
			uint32_t mask = ntohl(m->sin_addr.s_addr);
			/* a prefix: ones, then zeros */
			CHECK_EQ(~mask & (~mask + 1), 0);
			if (a->ifa_broadaddr && (a->ifa_flags & IFF_BROADCAST)) {
				struct sockaddr_in *b = (struct sockaddr_in *)a->ifa_broadaddr;
				CHECK_EQ(b->sin_family, AF_INET);
				/* the same network as the address */
				CHECK_EQ(ntohl(b->sin_addr.s_addr) & mask, ntohl(in->sin_addr.s_addr) & mask);
			}
			if (in->sin_addr.s_addr == htonl(INADDR_LOOPBACK)) {
				lo4++;
				CHECK_STR(a->ifa_name, "lo");
				CHECK_EQ(mask, 0xff000000u);
				CHECK(a->ifa_flags & IFF_UP);
				CHECK(a->ifa_flags & IFF_LOOPBACK);
				CHECK(!(a->ifa_flags & IFF_BROADCAST));
			}
		} else {
			struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)a->ifa_addr;
			if (IN6_IS_ADDR_LINKLOCAL(&in6->sin6_addr))
				CHECK_EQ(in6->sin6_scope_id, if_nametoindex(a->ifa_name));
			if (IN6_IS_ADDR_LOOPBACK(&in6->sin6_addr)) {
				static const unsigned char all[16] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
					0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
				struct sockaddr_in6 *m = (struct sockaddr_in6 *)a->ifa_netmask;
				lo6++;
				CHECK_STR(a->ifa_name, "lo");
				CHECK(!memcmp(&m->sin6_addr, all, 16));
				CHECK(a->ifa_flags & IFF_LOOPBACK);
				CHECK_STR(inet_ntop(AF_INET6, &in6->sin6_addr, text, sizeof text), "::1");
			}
		}
	}
	CHECK_EQ(packet, nni);
	freeifaddrs(list);
	if_freenameindex(ni);
	freeifaddrs(0);

	CHECK_EQ(if_nametoindex("no-such-if0"), 0);
	if (!lo4)
		t_skip("lo has no 127.0.0.1 here (a network namespace without it up)");
	CHECK(lo6 <= 1);
	return 0;
}
