// Eight threads resolve at once through getaddrinfo, gethostbyname_r
// and getnameinfo against the test's own responder: every answer is
// the one asked for (no shared buffer, no crossed replies).
// test: timeout 60
#include "netdb_ns.h"

struct dns_rr dns_zone[] = {
	{ .name = "t0.test", .a = { "192.0.2.10" }, .aaaa = { "2001:db8::10" } },
	{ .name = "t1.test", .a = { "192.0.2.11" }, .aaaa = { "2001:db8::11" } },
	{ .name = "t2.test", .a = { "192.0.2.12" }, .aaaa = { "2001:db8::12" } },
	{ .name = "t3.test", .a = { "192.0.2.13" }, .aaaa = { "2001:db8::13" } },
	{ .name = "t4.test", .cname = "t4r.test" },
	{ .name = "t4r.test", .a = { "192.0.2.14" }, .aaaa = { "2001:db8::14" } },
	{ .name = "t5.test", .a = { "192.0.2.15" }, .aaaa = { "2001:db8::15" } },
	{ .name = "t6.test", .a = { "192.0.2.16" }, .aaaa = { "2001:db8::16" } },
	{ .name = "t7.test", .a = { "192.0.2.17" }, .aaaa = { "2001:db8::17" } },
	{ 0 }
};

#define ROUNDS 30

static void *worker(void *arg)
{
	long id = (long)arg;
	char name[32], want[128], out[512], buf[1024], host[NI_MAXHOST];
	struct hostent he, *res;
	struct sockaddr_in sin = { .sin_family = AF_INET };
	int err;

	for (int r = 0; r < ROUNDS; r++) {
		long k = (id + r) % 8;
		snprintf(name, sizeof name, "t%ld.test", k);
		snprintf(want, sizeof want, "2001:db8::1%ld 192.0.2.1%ld", k, k);
		CHECK_EQ(gai_text(name, AF_UNSPEC, 0, out, sizeof out), 0);
		CHECK_STR(out, want);

		CHECK_EQ(gethostbyname_r(name, &he, buf, sizeof buf, &res, &err), 0);
		CHECK(res == &he);
		CHECK_EQ((unsigned char)he.h_addr_list[0][3], 10 + k);

		/* From the hosts file: reverse lookups meanwhile. */
		inet_pton(AF_INET, "127.0.0.1", &sin.sin_addr);
		CHECK_EQ(getnameinfo((void *)&sin, sizeof sin, host, sizeof host, 0, 0, 0), 0);
		CHECK_STR(host, "localhost");
	}
	return 0;
}

int main(void)
{
	pthread_t t[8];

	ns_enter("nameserver 127.0.0.1\noptions timeout:2 attempts:3\n",
		 "127.0.0.1 localhost\n", "hosts: files dns\n");
	dns_start();
	for (long i = 0; i < 8; i++)
		CHECK_EQ(pthread_create(&t[i], 0, worker, (void *)i), 0);
	for (int i = 0; i < 8; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	return 0;
}
