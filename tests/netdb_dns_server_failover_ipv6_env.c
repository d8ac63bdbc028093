// resolv.conf with a dead server first and an IPv6 server second (one
// socket for both, IPv4 mapped): the lookup moves on after the timeout;
// LOCALDOMAIN replaces the search list.
#include "netdb_ns.h"

struct dns_rr dns_zone[] = {
	{ .name = "host.env.test", .a = { "192.0.2.21" }, .aaaa = { "2001:db8::21" } },
	{ .name = "host.file.test", .a = { "192.0.2.22" } },
	{ 0 }
};

int main(void)
{
	char out[512];

	ns_enter("search file.test\nnameserver 127.0.0.2\nnameserver ::1\n"
		 "options timeout:1 attempts:2\n",
		 "127.0.0.1 localhost\n", "hosts: files dns\n");
	dns_start();
	if (dns_udp6_fd < 0)
		t_skip("no IPv6 loopback in the test's network namespace");
	/* Read before the first lookup by both libraries. */
	CHECK_EQ(setenv("LOCALDOMAIN", "env.test", 1), 0);

	CHECK_EQ(gai_text("host", AF_UNSPEC, AI_CANONNAME, out, sizeof out), 0);
	CHECK_STR(out, "2001:db8::21 192.0.2.21 (host.env.test)");
	CHECK_GE(dns_udp6_queries, 2);
	CHECK_EQ(dns_udp_queries, 0);
	CHECK(dns_saw("host.env.test/1/udp"));
	CHECK(!dns_saw("host.file.test/1/udp"));
	CHECK_EQ(gai_text("host.file.test", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.22");
	return 0;
}
