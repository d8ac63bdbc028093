/* Ethernet addresses as text: ether_aton takes one or two hex digits per
   byte in either case and ether_ntoa writes glibc's form (lowercase, no
   leading zero); bad input gives null; ether_line splits an /etc/ethers
   line; an unknown address or name is not found in /etc/ethers. */
#include <netinet/ether.h>
#include <string.h>
#include "check.h"

int main(void)
{
	struct ether_addr a, b, *p;
	char buf[18];

	p = ether_aton("00:1A:2b:3C:4d:5E");
	CHECK(p != 0);
	CHECK(!memcmp(p->ether_addr_octet, "\x00\x1a\x2b\x3c\x4d\x5e", 6));
	CHECK_STR(ether_ntoa(p), "0:1a:2b:3c:4d:5e");
	CHECK(ether_aton_r("0:1a:2b:3c:4d:5e", &b) == &b);
	CHECK(!memcmp(&b, p, 6));
	CHECK(ether_aton_r("1:2:3:4:5:6", &a) == &a);
	CHECK(!memcmp(a.ether_addr_octet, "\x01\x02\x03\x04\x05\x06", 6));
	CHECK(ether_ntoa_r(&a, buf) == buf);
	CHECK_STR(buf, "1:2:3:4:5:6");
	CHECK(ether_aton_r("ff:ff:ff:ff:ff:ff", &a) == &a);
	CHECK_STR(ether_ntoa_r(&a, buf), "ff:ff:ff:ff:ff:ff");
	/* every byte value survives the round trip */
	for (int v = 0; v < 256; v++) {
		memset(&a, v, sizeof a);
		a.ether_addr_octet[5] = 255 - v;
		CHECK(ether_aton_r(ether_ntoa_r(&a, buf), &b) == &b);
		CHECK(!memcmp(&a, &b, sizeof a));
	}
	/* the last byte may be followed by a space */
	CHECK(ether_aton_r("1:2:3:4:5:6 host", &a) == &a);

	static const char *const bad[] = {
		"", "1:2:3:4:5", "1:2:3:4:5:", "1:2:3:4:5:6x", "1-2-3-4-5-6",
		"123:2:3:4:5:6", "g:2:3:4:5:6", ":1:2:3:4:5:6", "1:2:3::4:5",
		"01.02.03.04.05.06",
	};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		CHECK(ether_aton_r(bad[i], &a) == 0);
		CHECK(ether_aton(bad[i]) == 0);
	}

	char host[64];
	CHECK_EQ(ether_line("8:0:20:1:2:3 gateway\n", &a, host), 0);
	CHECK_STR(host, "gateway");
	CHECK(!memcmp(a.ether_addr_octet, "\x08\x00\x20\x01\x02\x03", 6));
	CHECK_EQ(ether_line("8:0:20:1:2:4\tprinter # lab\n", &a, host), 0);
	CHECK_STR(host, "printer");
	CHECK_EQ(a.ether_addr_octet[5], 4);
	CHECK_EQ(ether_line("8:0:20:1:2:3\n", &a, host), -1);
	CHECK_EQ(ether_line("# comment\n", &a, host), -1);
	CHECK_EQ(ether_line("nonsense host\n", &a, host), -1);

	/* a name and an address no /etc/ethers lists */
	CHECK_NE(ether_hostton("weft-no-such-host.invalid", &a), 0);
	CHECK(ether_aton_r("02:57:45:46:54:00", &a) == &a);
	CHECK_NE(ether_ntohost(host, &a), 0);
	return 0;
}
