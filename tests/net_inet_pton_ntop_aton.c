/* Address conversions: inet_aton's numbers-and-dots forms (a.b.c.d, a.b.c,
   a.b, a; hex and octal parts; trailing whitespace), inet_addr, inet_ntoa,
   inet_network, strict inet_pton for both families, inet_ntop's RFC 5952
   text (longest zero run, IPv4-mapped), short buffers and bad families,
   byte order helpers.  Expected values were checked against glibc. */
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include "check.h"

static const struct { const char *s; int ok; unsigned v; } aton[] = {
	{ "1.2.3.4", 1, 0x01020304 },
	{ "255.255.255.255", 1, 0xffffffff },
	{ "0.0.0.0", 1, 0 },
	{ "127.1", 1, 0x7f000001 },
	{ "10.1.2", 1, 0x0a010002 },
	{ "10.1.65535", 1, 0x0a01ffff },
	{ "10.1.65536", 0, 0 },
	{ "1.16777215", 1, 0x01ffffff },
	{ "1.16777216", 0, 0 },
	{ "4294967295", 1, 0xffffffff },
	{ "4294967296", 0, 0 },
	{ "0x7f.1", 1, 0x7f000001 },
	{ "0X7F.0.0.0x1", 1, 0x7f000001 },
	{ "0177.0.0.01", 1, 0x7f000001 },
	{ "0x", 0, 0 },
	{ "0x.1", 0, 0 },
	{ "08", 0, 0 },
	{ "09.1.1.1", 0, 0 },
	{ "0xg", 0, 0 },
	{ "1.2.3.4 trailing", 1, 0x01020304 },
	{ "1.2.3.4\t", 1, 0x01020304 },
	{ "1.2.3.4x", 0, 0 },
	{ "1.2.3.256", 0, 0 },
	{ "256.1.1.1", 0, 0 },
	{ "1.2.3.4.5", 0, 0 },
	{ "1..2.3", 0, 0 },
	{ "1.2.3.", 0, 0 },
	{ ".1.2.3", 0, 0 },
	{ " 1.2.3.4", 0, 0 },
	{ "", 0, 0 },
	{ "-1", 0, 0 },
	{ "+1", 0, 0 },
	{ "0xffffffff", 1, 0xffffffff },
	{ "0x100000000", 0, 0 },
	{ "037777777777", 1, 0xffffffff },
};

static const struct { const char *s; unsigned v; } network[] = {
	{ "10", 10 },
	{ "10.1", 0x0a01 },
	{ "10.1.2", 0x0a0102 },
	{ "10.1.2.3", 0x0a010203 },
	{ "0x10.0x20", 0x1020 },
	{ "010.1", 0x0801 },
	{ "10.256", 0xffffffff },
	{ "1.2.3.4.5", 0xffffffff },
	{ "", 0xffffffff },
	{ "1.x", 0xffffffff },
};

/* inet_pton(AF_INET6) input, whether valid, and inet_ntop's text for it. */
static const struct { const char *in; const char *out; } v6[] = {
	{ "::", "::" },
	{ "::1", "::1" },
	{ "1::", "1::" },
	{ "0:0:0:0:0:0:0:1", "::1" },
	{ "2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1" },
	{ "2001:0db8:0000:0000:0000:0000:0002:0001", "2001:db8::2:1" },
	{ "2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1" },
	{ "2001:db8::", "2001:db8::" },
	{ "1:0:0:2:0:0:0:3", "1:0:0:2::3" },
	{ "1:0:0:0:2:0:0:3", "1::2:0:0:3" },
	{ "FE80::ABCD:EF01", "fe80::abcd:ef01" },
	{ "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8" },
	{ "1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0" },
	{ "::2:3:4:5:6:7:8", "0:2:3:4:5:6:7:8" },
	{ "::ffff:1.2.3.4", "::ffff:1.2.3.4" },
	{ "::ffff:0102:0304", "::ffff:1.2.3.4" },
	{ "::1.2.3.4", "::1.2.3.4" },
	{ "::0.0.1.2", "::102" },
	{ "::ffff:0:0", "::ffff:0.0.0.0" },
	{ "0:0:0:0:0:1:102:304", "::1:102:304" },
	{ "64:ff9b::1.2.3.4", "64:ff9b::102:304" },
	{ "1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:102:304" },
	{ "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff" },
};

static const char *const v6_bad[] = {
	"", ":", ":::", "1:::2", "1::2::3", ":1::2", "1::2:", "1:2:3:4:5:6:7",
	"1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8::", "::1:2:3:4:5:6:7:8", "12345::",
	"1:2:3:4:5:6:7:1.2.3.4", "::1.2.3", "::1.2.3.4.5", "::1.2.3.256", "::01.2.3.4",
	"::1.2.3.4:5", "g::", "1.2.3.4", " ::1", "::1 ",
};

static const char *const v4_bad[] = {
	"", "1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.04", "256.1.1.1", "1.2.3.4 ",
	" 1.2.3.4", "0x1.2.3.4", "1..2.3", "1.2.3.", "1234.1.1.1", "1.2.3.-4",
};

int main(void)
{
	struct in_addr a;
	unsigned char b6[16], b4[4];
	char buf[INET6_ADDRSTRLEN];
	unsigned i;

	CHECK_EQ(htons(0x1234), 0x3412);
	CHECK_EQ(htonl(0x12345678), 0x78563412);
	CHECK_EQ(ntohs(0x3412), 0x1234);
	CHECK_EQ(ntohl(0x78563412), 0x12345678);
	/* The functions too, not only the macros. */
	CHECK_EQ((htons)(0x1234), 0x3412);
	CHECK_EQ((htonl)(0x12345678), 0x78563412);
	CHECK_EQ((ntohs)(0x3412), 0x1234);
	CHECK_EQ((ntohl)(0x78563412), 0x12345678);

	for (i = 0; i < sizeof aton / sizeof *aton; i++) {
		a.s_addr = 0x5a5a5a5a;
		int ok = inet_aton(aton[i].s, &a);
		if (ok != aton[i].ok)
			t_fail_str(__FILE__, __LINE__, "inet_aton validity", aton[i].s, aton[i].ok ? "valid" : "invalid");
		if (ok)
			CHECK_EQ(ntohl(a.s_addr), aton[i].v);
		CHECK_EQ(inet_addr(aton[i].s), ok ? htonl(aton[i].v) : INADDR_NONE);
	}
	CHECK_EQ(inet_aton("1.2.3.4", NULL) != 0, 1);

	for (i = 0; i < sizeof network / sizeof *network; i++)
		if (inet_network(network[i].s) != network[i].v)
			t_fail_eq(__FILE__, __LINE__, network[i].s, inet_network(network[i].s), network[i].v);

	a.s_addr = htonl(0xc0a80001);
	CHECK_STR(inet_ntoa(a), "192.168.0.1");
	a.s_addr = htonl(0xffffffff);
	CHECK_STR(inet_ntoa(a), "255.255.255.255");
	a.s_addr = 0;
	CHECK_STR(inet_ntoa(a), "0.0.0.0");

	/* IPv4 pton/ntop */
	CHECK_EQ(inet_pton(AF_INET, "192.0.2.33", b4), 1);
	CHECK(b4[0] == 192 && b4[1] == 0 && b4[2] == 2 && b4[3] == 33);
	CHECK_STR(inet_ntop(AF_INET, b4, buf, sizeof buf), "192.0.2.33");
	CHECK_EQ(inet_pton(AF_INET, "0.0.0.0", b4), 1);
	CHECK_EQ(inet_pton(AF_INET, "255.255.255.255", b4), 1);
	CHECK_STR(inet_ntop(AF_INET, b4, buf, 16), "255.255.255.255");
	CHECK(inet_ntop(AF_INET, b4, buf, 15) == NULL);
	CHECK_EQ(errno, ENOSPC);
	for (i = 0; i < sizeof v4_bad / sizeof *v4_bad; i++)
		if (inet_pton(AF_INET, v4_bad[i], b4) != 0)
			t_fail_str(__FILE__, __LINE__, "inet_pton(AF_INET) accepted", v4_bad[i], "rejected");

	/* IPv6 */
	for (i = 0; i < sizeof v6 / sizeof *v6; i++) {
		memset(b6, 0x5a, sizeof b6);
		if (inet_pton(AF_INET6, v6[i].in, b6) != 1)
			t_fail_str(__FILE__, __LINE__, "inet_pton(AF_INET6) rejected", v6[i].in, "accepted");
		CHECK_STR(inet_ntop(AF_INET6, b6, buf, sizeof buf), v6[i].out);
		/* and back again */
		unsigned char again[16];
		CHECK_EQ(inet_pton(AF_INET6, buf, again), 1);
		CHECK(memcmp(again, b6, 16) == 0);
	}
	for (i = 0; i < sizeof v6_bad / sizeof *v6_bad; i++)
		if (inet_pton(AF_INET6, v6_bad[i], b6) != 0)
			t_fail_str(__FILE__, __LINE__, "inet_pton(AF_INET6) accepted", v6_bad[i], "rejected");

	CHECK_EQ(inet_pton(AF_INET6, "2001:db8:85a3::8a2e:370:7334", b6), 1);
	static const unsigned char want[16] = { 0x20, 0x01, 0x0d, 0xb8, 0x85, 0xa3, 0, 0,
						0, 0, 0x8a, 0x2e, 0x03, 0x70, 0x73, 0x34 };
	CHECK(memcmp(b6, want, 16) == 0);
	CHECK(memcmp(&in6addr_loopback, "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\1", 16) == 0);
	CHECK(IN6_IS_ADDR_LOOPBACK(&in6addr_loopback));
	CHECK(IN6_IS_ADDR_UNSPECIFIED(&in6addr_any));
	CHECK(!IN6_IS_ADDR_LOOPBACK(&in6addr_any));
	CHECK_EQ(inet_pton(AF_INET6, "::ffff:10.0.0.1", b6), 1);
	CHECK(IN6_IS_ADDR_V4MAPPED(b6));
	CHECK(!IN6_IS_ADDR_V4COMPAT(b6));
	CHECK_EQ(inet_pton(AF_INET6, "fe80::1", b6), 1);
	CHECK(IN6_IS_ADDR_LINKLOCAL(b6) && !IN6_IS_ADDR_SITELOCAL(b6));
	CHECK_EQ(inet_pton(AF_INET6, "ff02::1", b6), 1);
	CHECK(IN6_IS_ADDR_MULTICAST(b6) && IN6_IS_ADDR_MC_LINKLOCAL(b6) && !IN6_IS_ADDR_MC_GLOBAL(b6));

	/* The longest text fits INET6_ADDRSTRLEN exactly; one byte less fails. */
	CHECK_EQ(inet_pton(AF_INET6, "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255", b6), 1);
	memset(b6, 0, 10);
	b6[10] = b6[11] = 0xff;
	CHECK_STR(inet_ntop(AF_INET6, b6, buf, 23), "::ffff:255.255.255.255");
	errno = 0;
	CHECK(inet_ntop(AF_INET6, b6, buf, 22) == NULL);
	CHECK_EQ(errno, ENOSPC);

	errno = 0;
	CHECK_EQ(inet_pton(AF_UNIX, "1.2.3.4", b6), -1);
	CHECK_EQ(errno, EAFNOSUPPORT);
	errno = 0;
	CHECK(inet_ntop(12345, b6, buf, sizeof buf) == NULL);
	CHECK_EQ(errno, EAFNOSUPPORT);
	return 0;
}
