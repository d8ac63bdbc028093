// getaddrinfo/getnameinfo on numeric hosts and ports: round trips,
// AI_PASSIVE, AI_V4MAPPED, AI_CANONNAME, socket type lists, scope ids,
// and every error code for bad input (no lookups leave the process).
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include "check.h"

static struct addrinfo *gai(const char *node, const char *serv, int family, int socktype,
			    int proto, int flags, int want)
{
	struct addrinfo h = { .ai_flags = flags, .ai_family = family,
			      .ai_socktype = socktype, .ai_protocol = proto };
	struct addrinfo *res = 0;

	CHECK_EQ(getaddrinfo(node, serv, &h, &res), want);
	return res;
}

/* host and port back from an addrinfo, numerically. */
static void back(const struct addrinfo *ai, const char *host, const char *port)
{
	char h[NI_MAXHOST], s[NI_MAXSERV];

	CHECK_EQ(getnameinfo(ai->ai_addr, ai->ai_addrlen, h, sizeof h, s, sizeof s,
			     NI_NUMERICHOST | NI_NUMERICSERV), 0);
	CHECK_STR(h, host);
	CHECK_STR(s, port);
}

int main(void)
{
	struct addrinfo *r, *p;
	static const char *const round[] = {
		"192.0.2.1", "2001:db8::1", "::ffff:192.0.2.1", "::1", "0.0.0.0",
		"fe80::1%1", "2001:db8:0:1::ab", 0
	};

	for (int i = 0; round[i]; i++) {
		r = gai(round[i], "8080", AF_UNSPEC, SOCK_STREAM, 0, AI_NUMERICHOST, 0);
		CHECK(r && !r->ai_next);
		CHECK_EQ(r->ai_socktype, SOCK_STREAM);
		CHECK_EQ(r->ai_protocol, IPPROTO_TCP);
		CHECK_EQ(r->ai_family, strchr(round[i], ':') ? AF_INET6 : AF_INET);
		CHECK_EQ(r->ai_addrlen, r->ai_family == AF_INET ? sizeof(struct sockaddr_in)
							       : sizeof(struct sockaddr_in6));
		CHECK(!r->ai_canonname);
		if (strchr(round[i], '%'))
			CHECK_EQ(((struct sockaddr_in6 *)r->ai_addr)->sin6_scope_id, 1);
		else
			back(r, round[i], "8080");
		freeaddrinfo(r);
	}
	/* inet_aton's short forms are numeric hosts too. */
	r = gai("10.1", "1", AF_INET, SOCK_DGRAM, 0, AI_NUMERICHOST, 0);
	back(r, "10.0.0.1", "1");
	CHECK_EQ(r->ai_protocol, IPPROTO_UDP);
	freeaddrinfo(r);

	/* No socket type: one result per type, glibc's order; a port
	   leaves raw out only for named services. */
	r = gai("127.0.0.1", 0, AF_UNSPEC, 0, 0, 0, 0);
	CHECK(r && r->ai_next && r->ai_next->ai_next && !r->ai_next->ai_next->ai_next);
	CHECK_EQ(r->ai_socktype, SOCK_STREAM);
	CHECK_EQ(r->ai_next->ai_socktype, SOCK_DGRAM);
	CHECK_EQ(r->ai_next->ai_protocol, IPPROTO_UDP);
	CHECK_EQ(r->ai_next->ai_next->ai_socktype, SOCK_RAW);
	CHECK_EQ(r->ai_next->ai_next->ai_protocol, 0);
	freeaddrinfo(r);
	r = gai("127.0.0.1", 0, AF_UNSPEC, 0, IPPROTO_UDP, 0, 0);
	CHECK(r && !r->ai_next);
	CHECK_EQ(r->ai_socktype, SOCK_DGRAM);
	freeaddrinfo(r);
	r = gai("127.0.0.1", 0, AF_UNSPEC, SOCK_RAW, 99, 0, 0);
	CHECK(r && !r->ai_next);
	CHECK_EQ(r->ai_protocol, 99);
	freeaddrinfo(r);

	/* No host: the wildcard when passive (IPv4 first), loopback if not
	   (IPv6 first), as glibc. */
	r = gai(0, "80", AF_UNSPEC, SOCK_STREAM, 0, AI_PASSIVE, 0);
	CHECK(r && r->ai_next && !r->ai_next->ai_next);
	back(r, "0.0.0.0", "80");
	back(r->ai_next, "::", "80");
	freeaddrinfo(r);
	r = gai(0, "80", AF_UNSPEC, SOCK_STREAM, 0, 0, 0);
	back(r, "::1", "80");
	back(r->ai_next, "127.0.0.1", "80");
	freeaddrinfo(r);
	r = gai(0, "80", AF_INET6, SOCK_STREAM, 0, AI_PASSIVE, 0);
	CHECK(r && !r->ai_next);
	back(r, "::", "80");
	freeaddrinfo(r);

	/* IPv4 as IPv6 only when asked to. */
	gai("192.0.2.1", "80", AF_INET6, SOCK_STREAM, 0, 0, EAI_ADDRFAMILY);
	gai("::1", "80", AF_INET, SOCK_STREAM, 0, 0, EAI_ADDRFAMILY);
	r = gai("192.0.2.1", "80", AF_INET6, SOCK_STREAM, 0, AI_V4MAPPED, 0);
	back(r, "::ffff:192.0.2.1", "80");
	freeaddrinfo(r);

	r = gai("192.0.2.1", "80", AF_UNSPEC, SOCK_STREAM, 0, AI_CANONNAME, 0);
	CHECK_STR(r->ai_canonname, "192.0.2.1");
	CHECK_EQ(r->ai_flags, AI_CANONNAME);
	freeaddrinfo(r);

	/* Ports: decimal, with glibc's leniencies (blanks, zeros, 16 bits). */
	r = gai("127.0.0.1", "0080", AF_INET, SOCK_STREAM, 0, AI_NUMERICSERV, 0);
	back(r, "127.0.0.1", "80");
	freeaddrinfo(r);
	r = gai("127.0.0.1", "", AF_INET, SOCK_STREAM, 0, 0, 0);
	back(r, "127.0.0.1", "0");
	freeaddrinfo(r);

	/* Errors. */
	gai(0, 0, AF_UNSPEC, 0, 0, 0, EAI_NONAME);
	gai("", "80", AF_UNSPEC, SOCK_STREAM, 0, 0, EAI_NONAME);
	gai("not.numeric", "80", AF_UNSPEC, SOCK_STREAM, 0, AI_NUMERICHOST, EAI_NONAME);
	gai("192.0.2.1 junk", "80", AF_UNSPEC, SOCK_STREAM, 0, AI_NUMERICHOST, EAI_NONAME);
	gai("127.0.0.1", "http", AF_UNSPEC, SOCK_STREAM, 0, AI_NUMERICSERV, EAI_NONAME);
	gai("127.0.0.1", "no-such-service-here", AF_UNSPEC, SOCK_STREAM, 0, 0, EAI_SERVICE);
	gai("127.0.0.1", "-1", AF_UNSPEC, SOCK_STREAM, 0, 0, EAI_SERVICE);
	gai("127.0.0.1", "80", AF_UNSPEC, SOCK_RAW, 0, 0, EAI_SERVICE);
	gai("127.0.0.1", "80", AF_UNSPEC, 99, 0, 0, EAI_SOCKTYPE);
	gai("127.0.0.1", "80", AF_UNSPEC, SOCK_STREAM, IPPROTO_UDP, 0, EAI_SOCKTYPE);
	gai("127.0.0.1", "80", AF_UNSPEC, SOCK_STREAM | SOCK_CLOEXEC, 0, 0, EAI_SOCKTYPE);
	gai("127.0.0.1", "80", AF_UNSPEC, SOCK_STREAM, 0, 0x10000, EAI_BADFLAGS);
	gai(0, "80", AF_UNSPEC, SOCK_STREAM, 0, AI_CANONNAME, EAI_BADFLAGS);
	gai("127.0.0.1", "80", AF_UNIX, SOCK_STREAM, 0, 0, EAI_FAMILY);
	gai("127.0.0.1", "80", 12345, SOCK_STREAM, 0, 0, EAI_FAMILY);
	gai("fe80::1%no-such-interface", "80", AF_UNSPEC, SOCK_STREAM, 0, 0, EAI_NONAME);

	/* getnameinfo's own errors. */
	char h[NI_MAXHOST], s[NI_MAXSERV];
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(8080) };
	struct sockaddr_in6 sin6 = { .sin6_family = AF_INET6, .sin6_port = htons(1) };
	sin.sin_addr.s_addr = htonl(0xc0000201);
	CHECK_EQ(getnameinfo((void *)&sin, sizeof sin - 1, h, sizeof h, 0, 0, NI_NUMERICHOST),
		 EAI_FAMILY);
	CHECK_EQ(getnameinfo((void *)&sin, sizeof sin, h, sizeof h, 0, 0, 0x4000), EAI_BADFLAGS);
	CHECK_EQ(getnameinfo((void *)&sin, sizeof sin, h, 9, 0, 0, NI_NUMERICHOST), EAI_OVERFLOW);
	CHECK_EQ(getnameinfo((void *)&sin, sizeof sin, h, 10, 0, 0, NI_NUMERICHOST), 0);
	CHECK_STR(h, "192.0.2.1");
	CHECK_EQ(getnameinfo((void *)&sin, sizeof sin, 0, 0, s, 4, NI_NUMERICSERV), EAI_OVERFLOW);
	CHECK_EQ(getnameinfo((void *)&sin, sizeof sin, 0, 0, s, 5, NI_NUMERICSERV), 0);
	CHECK_STR(s, "8080");
	sin6.sin6_family = AF_INET;
	CHECK_EQ(getnameinfo((void *)&sin6, sizeof sin6, h, sizeof h, 0, 0, NI_NUMERICHOST), 0);
	sin6.sin6_family = AF_INET6;
	CHECK_EQ(getnameinfo((void *)&sin6, sizeof(struct sockaddr_in), h, sizeof h, 0, 0,
			     NI_NUMERICHOST), EAI_FAMILY);
	/* A scope by number when it is not link-local. */
	inet_pton(AF_INET6, "2001:db8::2", &sin6.sin6_addr);
	sin6.sin6_scope_id = 3;
	CHECK_EQ(getnameinfo((void *)&sin6, sizeof sin6, h, sizeof h, 0, 0, NI_NUMERICHOST), 0);
	CHECK_STR(h, "2001:db8::2%3");

	static const struct { int code; const char *text; } texts[] = {
		{ EAI_BADFLAGS, "Bad value for ai_flags" },
		{ EAI_NONAME, "Name or service not known" },
		{ EAI_AGAIN, "Temporary failure in name resolution" },
		{ EAI_FAIL, "Non-recoverable failure in name resolution" },
		{ EAI_NODATA, "No address associated with hostname" },
		{ EAI_FAMILY, "ai_family not supported" },
		{ EAI_SOCKTYPE, "ai_socktype not supported" },
		{ EAI_SERVICE, "Servname not supported for ai_socktype" },
		{ EAI_ADDRFAMILY, "Address family for hostname not supported" },
		{ EAI_MEMORY, "Memory allocation failure" },
		{ EAI_SYSTEM, "System error" },
		{ EAI_CANCELED, "Request canceled" },
		{ 0, "Unknown error" },
		{ 7, "Unknown error" },
	};
	for (unsigned i = 0; i < sizeof texts / sizeof *texts; i++)
		CHECK_STR(gai_strerror(texts[i].code), texts[i].text);
	return 0;
}
