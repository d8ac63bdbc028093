/* inet_lnaof, inet_netof and inet_makeaddr split and join classful
   addresses as glibc does (values from glibc). */
#include <arpa/inet.h>
#include "check.h"

int main(void)
{
	static const unsigned addr[] = { 0x0a000001, 0x81020304, 0xc0a80105, 0xe0000001, 0x7f000001 };
	static const unsigned lna[] = { 0x1, 0x304, 0x5, 0x1, 0x1 };
	static const unsigned net[] = { 0xa, 0x8102, 0xc0a801, 0xe00000, 0x7f };
	static const unsigned nets[] = { 10, 33000, 0xc0a801, 0x1000000, 0 };
	static const unsigned made[] = { 0x0a123456, 0x80e83456, 0xc0a80156, 0x01123456, 0x123456 };

	for (int i = 0; i < 5; i++) {
		struct in_addr a = { htonl(addr[i]) };
		CHECK_EQ(inet_lnaof(a), lna[i]);
		CHECK_EQ(inet_netof(a), net[i]);
		CHECK_EQ(ntohl(inet_makeaddr(nets[i], 0x123456).s_addr), made[i]);
	}
	return 0;
}
