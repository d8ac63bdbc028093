// resolv.conf's search list and ndots, and the nsswitch order, against
// the test's own responder: which names are asked, in which order.
#include "netdb_ns.h"

struct dns_rr dns_zone[] = {
	{ .name = "host.two.test", .a = { "192.0.2.2" } },
	{ .name = "x.y", .a = { "192.0.2.3" } },
	{ .name = "deep.name.test", .a = { "192.0.2.4" } },
	{ .name = "deep.name.test.one.test", .a = { "192.0.2.40" } },
	{ .name = "abs.test", .a = { "192.0.2.5" } },
	{ .name = "abs.test.one.test", .a = { "192.0.2.50" } },
	{ .name = "fromdns.test", .a = { "192.0.2.6" } },
	{ .name = "bad.one.test", .servfail = 1 },
	{ .name = "bad.two.test", .a = { "192.0.2.7" } },
	{ 0 }
};

/* Position of an entry in the responder's log, or -1. */
static int seen_at(const char *entry)
{
	int at = -1;
	pthread_mutex_lock(&dns_log_lock);
	for (int i = 0; i < dns_nlog && at < 0; i++)
		if (!strcasecmp(dns_log[i], entry))
			at = i;
	pthread_mutex_unlock(&dns_log_lock);
	return at;
}

int main(void)
{
	char out[512];

	ns_enter("search one.test two.test\nnameserver 127.0.0.1\n"
		 "options ndots:2 timeout:1 attempts:2\n",
		 "127.0.0.1 localhost\n192.0.2.66 fromdns.test\n",
		 "hosts: dns files\n");
	dns_start();

	/* No dot (< ndots): the search domains first, in order. */
	CHECK_EQ(gai_text("host", AF_INET, AI_CANONNAME, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.2 (host.two.test)");
	CHECK_GE(seen_at("host.one.test/1/udp"), 0);
	CHECK_LT(seen_at("host.one.test/1/udp"), seen_at("host.two.test/1/udp"));

	/* One dot, still under ndots:2: the domains, then the name as is. */
	CHECK_EQ(gai_text("x.y", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.3");
	CHECK_GE(seen_at("x.y.two.test/1/udp"), 0);
	CHECK_LT(seen_at("x.y.two.test/1/udp"), seen_at("x.y/1/udp"));

	/* Enough dots: as is first, and found there. */
	CHECK_EQ(gai_text("deep.name.test", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.4");
	CHECK_EQ(seen_at("deep.name.test.one.test/1/udp"), -1);

	/* A trailing dot: that name only. */
	CHECK_EQ(gai_text("abs.test.", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.5");
	CHECK_EQ(seen_at("abs.test.one.test/1/udp"), -1);

	/* A server failure for one domain does not end the search. */
	CHECK_EQ(gai_text("bad", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.7");

	/* "dns files": DNS answers before the hosts file is read. */
	CHECK_EQ(gai_text("fromdns.test", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.6");
	/* ...and the file still answers what DNS does not know. */
	CHECK_EQ(gai_text("localhost", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "127.0.0.1");
	CHECK_EQ(gai_text("nowhere", AF_INET, 0, out, sizeof out), EAI_NONAME);
	CHECK_GE(seen_at("nowhere.one.test/1/udp"), 0);
	CHECK_GE(seen_at("nowhere.two.test/1/udp"), 0);
	CHECK_GE(seen_at("nowhere/1/udp"), 0);
	return 0;
}
