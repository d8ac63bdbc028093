// Against a DNS responder of its own on a private loopback: A and AAAA
// together, a CNAME chain with compressed names, a truncated UDP answer
// fetched again over TCP, a dropped query retried, NXDOMAIN.
#include "netdb_ns.h"

struct dns_rr dns_zone[] = {
	{ .name = "both.test", .a = { "192.0.2.1" }, .aaaa = { "2001:db8::1" } },
	{ .name = "four.test", .a = { "192.0.2.7", "192.0.2.8" } },
	{ .name = "six.test", .aaaa = { "2001:db8::6" } },
	{ .name = "alias.test", .cname = "mid.test" },
	{ .name = "mid.test", .cname = "real.test" },
	{ .name = "real.test", .a = { "192.0.2.9" } },
	{ .name = "big.test", .tc = 1, .a = { "192.0.2.10", "192.0.2.11" } },
	{ .name = "flaky.test", .drop = 1, .a = { "192.0.2.12" } },
	{ .name = "empty.test", .nodata = 1 },
	{ .name = "sf.test", .servfail = 1 },
	{ .name = "loop.test", .cname = "loop2.test" },
	{ .name = "loop2.test", .cname = "loop.test" },
	{ .name = "dangling.test", .cname = "gone.test" },
	{ .name = "ptrloop.test", .badptr = 1, .a = { "192.0.2.13" } },
	{ 0 }
};

int main(void)
{
	char out[512];

	ns_enter("nameserver 127.0.0.1\noptions timeout:1 attempts:3\n",
		 "127.0.0.1 localhost\n", "hosts: files dns\n");
	dns_start();

	CHECK_EQ(gai_text("both.test", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.1");
	CHECK_EQ(gai_text("both.test", AF_INET6, 0, out, sizeof out), 0);
	CHECK_STR(out, "2001:db8::1");
	/* Both families: both queries, IPv6 first (RFC 3484 precedence). */
	CHECK_EQ(gai_text("both.test", AF_UNSPEC, 0, out, sizeof out), 0);
	CHECK_STR(out, "2001:db8::1 192.0.2.1");
	CHECK(dns_saw("both.test/1/udp"));
	CHECK(dns_saw("both.test/28/udp"));
	CHECK_EQ(gai_text("four.test", AF_UNSPEC, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.7 192.0.2.8");
	CHECK_EQ(gai_text("six.test", AF_UNSPEC, 0, out, sizeof out), 0);
	CHECK_STR(out, "2001:db8::6");
	CHECK_EQ(gai_text("six.test", AF_INET6, AI_V4MAPPED, out, sizeof out), 0);
	CHECK_STR(out, "2001:db8::6");
	CHECK_EQ(gai_text("four.test", AF_INET6, AI_V4MAPPED, out, sizeof out), 0);
	CHECK_STR(out, "::ffff:192.0.2.7 ::ffff:192.0.2.8");

	/* Two CNAMEs to the address; the canonical name is the chain's end. */
	CHECK_EQ(gai_text("alias.test", AF_INET, AI_CANONNAME, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.9 (real.test)");
	CHECK_EQ(gai_text("ALIAS.Test", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.9");

	/* Truncated over UDP: the same question again over TCP. */
	CHECK_EQ(gai_text("big.test", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.10 192.0.2.11");
	CHECK(dns_saw("big.test/1/udp"));
	CHECK(dns_saw("big.test/1/tcp"));

	/* The first query gets no answer: asked again after the timeout. */
	int before = dns_udp_queries;
	CHECK_EQ(gai_text("flaky.test", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.12");
	CHECK_GE(dns_udp_queries - before, 2);

	CHECK_EQ(gai_text("nosuch.test", AF_UNSPEC, 0, out, sizeof out), EAI_NONAME);
	CHECK_EQ(gai_text("nosuch.test", AF_INET, 0, out, sizeof out), EAI_NONAME);
	/* A name with no address of any family. */
	CHECK_EQ(gai_text("empty.test", AF_INET, 0, out, sizeof out), EAI_NODATA);
	CHECK_EQ(gai_text("four.test", AF_INET6, 0, out, sizeof out), EAI_NODATA);
	/* The server fails: try again later. */
	CHECK_EQ(gai_text("sf.test", AF_UNSPEC, 0, out, sizeof out), EAI_AGAIN);
	/* Answers that cannot be used: a CNAME loop, an alias of nothing,
	   a compression pointer to itself (no hang, no crash). */
	CHECK_EQ(gai_text("loop.test", AF_UNSPEC, 0, out, sizeof out), EAI_NONAME);
	/* (glibc says either, depending on the flags.) */
	int e = gai_text("dangling.test", AF_INET, 0, out, sizeof out);
	CHECK(e == EAI_NONAME || e == EAI_NODATA);
	e = gai_text("ptrloop.test", AF_INET, 0, out, sizeof out);
	CHECK(e == EAI_NONAME || e == EAI_NODATA);
	CHECK(!gethostbyname("loop.test"));
	CHECK_EQ(h_errno, NO_RECOVERY);
	CHECK(!gethostbyname("empty.test"));
	CHECK_EQ(h_errno, NO_DATA);
	/* The hosts file still comes first. */
	CHECK_EQ(gai_text("localhost", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "127.0.0.1");

	/* gethostbyname sees the same answers. */
	struct hostent *h = gethostbyname("alias.test");
	CHECK(h);
	CHECK_STR(h->h_name, "real.test");
	CHECK_EQ(h->h_addrtype, AF_INET);
	CHECK_EQ(h->h_length, 4);
	CHECK(h->h_addr_list[0] && !h->h_addr_list[1]);
	CHECK(!memcmp(h->h_addr_list[0], "\300\0\2\11", 4));
	CHECK(!gethostbyname("nosuch.test"));
	CHECK_EQ(h_errno, HOST_NOT_FOUND);
	return 0;
}
