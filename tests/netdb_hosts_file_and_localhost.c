// /etc/hosts as the only source (nsswitch "hosts: files"), covered by a
// file of the test's own in a private mount namespace: every matching
// line counts, names match ignoring case, aliases, comments, the
// RFC 3484 order of both families, reverse lookups.
#include "netdb_ns.h"

struct dns_rr dns_zone[] = { { 0 } };

static const char hosts[] =
	"# test hosts\n"
	"127.0.0.1\tlocalhost\n"
	"::1     localhost ip6-localhost ip6-loopback\n"
	"192.0.2.5 www.example.test www  alias2 # comment\n"
	"   \n"
	"192.0.2.6\twww.example.test\n"
	"2001:db8::5 www.example.test\n"
	"#192.0.2.99 www.example.test\n"
	"bogus line\n"
	"10.0.0.1 other.test\n";

int main(void)
{
	char out[512], host[NI_MAXHOST], serv[NI_MAXSERV];
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(9) };

	ns_enter("nameserver 127.0.0.1\noptions timeout:1 attempts:1\n", hosts,
		 "hosts: files\n");

	/* glibc turns the ::1 line into a second 127.0.0.1 for AF_INET;
	   weft does not: either way, only IPv4 loopback. */
	CHECK_EQ(gai_text("localhost", AF_INET, 0, out, sizeof out), 0);
	CHECK(!strcmp(out, "127.0.0.1") || !strcmp(out, "127.0.0.1 127.0.0.1"));
	CHECK_EQ(gai_text("localhost", AF_INET6, 0, out, sizeof out), 0);
	CHECK_STR(out, "::1");
	/* Both usable on the loopback: ::1 has the higher precedence. */
	CHECK_EQ(gai_text("localhost", AF_UNSPEC, AI_CANONNAME, out, sizeof out), 0);
	CHECK_STR(out, "::1 127.0.0.1 (localhost)");
	CHECK_EQ(gai_text("ip6-loopback", AF_UNSPEC, AI_CANONNAME, out, sizeof out), 0);
	CHECK_STR(out, "::1 (localhost)");

	CHECK_EQ(gai_text("www", AF_INET, AI_CANONNAME, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.5 (www.example.test)");
	CHECK_EQ(gai_text("www.example.test", AF_INET, AI_CANONNAME, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.5 192.0.2.6 (www.example.test)");
	CHECK_EQ(gai_text("WWW.Example.TEST", AF_INET, 0, out, sizeof out), 0);
	CHECK_STR(out, "192.0.2.5 192.0.2.6");
	CHECK_EQ(gai_text("alias2", AF_INET6, 0, out, sizeof out), EAI_NONAME);
	CHECK_EQ(gai_text("www.example.test", AF_INET6, 0, out, sizeof out), 0);
	CHECK_STR(out, "2001:db8::5");
	CHECK_EQ(gai_text("www.example.test", AF_UNSPEC, 0, out, sizeof out), 0);
	CHECK_STR(out, "2001:db8::5 192.0.2.5 192.0.2.6");
	/* A private network namespace has loopback only: AI_ADDRCONFIG
	   then filters nothing (as glibc). */
	CHECK_EQ(gai_text("www.example.test", AF_UNSPEC, AI_ADDRCONFIG, out, sizeof out), 0);
	CHECK_STR(out, "2001:db8::5 192.0.2.5 192.0.2.6");
	CHECK_EQ(gai_text("other.test", AF_INET6, AI_V4MAPPED, out, sizeof out), 0);
	CHECK_STR(out, "::ffff:10.0.0.1");
	CHECK_EQ(gai_text("nosuch.test", AF_UNSPEC, 0, out, sizeof out), EAI_NONAME);
	CHECK_EQ(gai_text("bogus", AF_UNSPEC, 0, out, sizeof out), EAI_NONAME);
	CHECK_EQ(gai_text("line", AF_UNSPEC, 0, out, sizeof out), EAI_NONAME);

	/* gethostbyname: the first line's official name and aliases. */
	struct hostent *h = gethostbyname("alias2");
	CHECK(h);
	CHECK_STR(h->h_name, "www.example.test");
	CHECK_EQ(h->h_addrtype, AF_INET);
	CHECK(h->h_aliases[0] && h->h_aliases[1] && !h->h_aliases[2]);
	CHECK_STR(h->h_aliases[0], "www");
	CHECK_STR(h->h_aliases[1], "alias2");
	CHECK(!memcmp(h->h_addr_list[0], "\300\0\2\5", 4));
	h = gethostbyname2("localhost", AF_INET6);
	CHECK(h);
	CHECK_EQ(h->h_length, 16);
	CHECK(!memcmp(h->h_addr_list[0], &in6addr_loopback, 16));
	CHECK(!h->h_addr_list[1]);
	CHECK(!gethostbyname("nosuch.test"));
	CHECK_EQ(h_errno, HOST_NOT_FOUND);

	/* A small buffer is ERANGE, not an overrun. */
	struct hostent he, *res;
	char small[16], big[1024];
	int err;
	CHECK_EQ(gethostbyname_r("www", &he, small, sizeof small, &res, &err), ERANGE);
	CHECK(!res);
	CHECK_EQ(gethostbyname_r("www", &he, big, sizeof big, &res, &err), 0);
	CHECK(res == &he);
	CHECK_STR(he.h_name, "www.example.test");

	/* Reverse: the first line with the address names it. */
	inet_pton(AF_INET, "192.0.2.6", &sin.sin_addr);
	CHECK_EQ(getnameinfo((void *)&sin, sizeof sin, host, sizeof host, serv, sizeof serv,
			     NI_NUMERICSERV), 0);
	CHECK_STR(host, "www.example.test");
	CHECK_STR(serv, "9");
	inet_pton(AF_INET, "203.0.113.1", &sin.sin_addr);
	CHECK_EQ(getnameinfo((void *)&sin, sizeof sin, host, sizeof host, 0, 0, NI_NAMEREQD),
		 EAI_NONAME);
	CHECK_EQ(getnameinfo((void *)&sin, sizeof sin, host, sizeof host, 0, 0, 0), 0);
	CHECK_STR(host, "203.0.113.1");
	h = gethostbyaddr("\300\0\2\5", 4, AF_INET);
	CHECK(h);
	CHECK_STR(h->h_name, "www.example.test");
	CHECK(!gethostbyaddr("\300\0\2\77", 4, AF_INET));

	/* gethostent walks the file's entries; sethostent rewinds. */
	for (int pass = 0; pass < 2; pass++) {
		sethostent(0);
		h = gethostent();
		CHECK(h);
		CHECK_STR(h->h_name, "localhost");
		CHECK_EQ(h->h_addrtype, AF_INET);
		CHECK(!memcmp(h->h_addr_list[0], "\177\0\0\1", 4));
		int seen_alias = 0, n = 1;
		while ((h = gethostent())) {
			n++;
			if (!strcmp(h->h_name, "other.test"))
				CHECK(!memcmp(h->h_addr_list[0], "\12\0\0\1", 4));
			if (h->h_aliases[0] && !strcmp(h->h_aliases[0], "www"))
				seen_alias = 1;
		}
		CHECK(seen_alias);
		CHECK_GE(n, 4);
	}
	endhostent();
	return 0;
}
