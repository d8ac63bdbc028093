// A process that has used up its descriptors cannot read /etc/hosts nor
// open a socket to DNS: name lookups then fail with EAI_SYSTEM and errno
// EMFILE (gethostbyname: NETDB_INTERNAL), even for "localhost", rather
// than answering from a source further on or saying "try again".
// Numeric hosts need no descriptor and still work; once descriptors are
// back, so do names.  (libevent's regress test
// dns/bufferevent_connect_hostname_emfile counts on this.)
#include "netdb_ns.h"

struct dns_rr dns_zone[] = { { 0 } };

static int lookup(const char *name, char *out)
{
	struct addrinfo hints = { .ai_family = AF_INET, .ai_socktype = SOCK_STREAM }, *ai = 0;
	int r = getaddrinfo(name, "80", &hints, &ai);

	if (!r) {
		CHECK(ai && ai->ai_family == AF_INET);
		inet_ntop(AF_INET, &((struct sockaddr_in *)ai->ai_addr)->sin_addr, out, 64);
		freeaddrinfo(ai);
	}
	return r;
}

int main(void)
{
	struct rlimit old;
	struct hostent he, *res;
	char out[64], buf[1024];
	int herr;

	ns_enter("nameserver 127.0.0.1\noptions timeout:1 attempts:1\n",
		 "127.0.0.1 localhost\n192.0.2.7 known.test\n", "hosts: files dns\n");

	/* Once with descriptors, so that whatever a library keeps from
	   its first lookup is there. */
	CHECK_EQ(lookup("known.test", out), 0);
	CHECK_STR(out, "192.0.2.7");

	/* No open succeeds now. */
	ns_use_up_descriptors(&old);

	errno = 0;
	CHECK_EQ(lookup("known.test", out), EAI_SYSTEM);
	CHECK_EQ(errno, EMFILE);
	errno = 0;
	CHECK_EQ(lookup("localhost", out), EAI_SYSTEM);
	CHECK_EQ(errno, EMFILE);
	errno = 0;
	CHECK_EQ(lookup("nosuch.test", out), EAI_SYSTEM);
	CHECK_EQ(errno, EMFILE);

	errno = 0;
	CHECK(!gethostbyname("known.test"));
	CHECK_EQ(h_errno, NETDB_INTERNAL);
	CHECK_EQ(errno, EMFILE);
	res = &he;
	CHECK_EQ(gethostbyname_r("localhost", &he, buf, sizeof buf, &res, &herr), EMFILE);
	CHECK(!res);
	CHECK_EQ(herr, NETDB_INTERNAL);

	CHECK_EQ(lookup("192.0.2.1", out), 0);
	CHECK_STR(out, "192.0.2.1");

	CHECK_EQ(setrlimit(RLIMIT_NOFILE, &old), 0);
	CHECK_EQ(lookup("known.test", out), 0);
	CHECK_STR(out, "192.0.2.7");
	CHECK_EQ(lookup("localhost", out), 0);
	CHECK_STR(out, "127.0.0.1");
	return 0;
}
