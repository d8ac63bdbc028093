// With its descriptors used up, a process can neither read /etc/hosts
// nor open a socket to DNS.  A reverse lookup then fails as "try again"
// (EAI_AGAIN; gethostbyaddr: TRY_AGAIN), even for an address that
// /etc/hosts lists, as glibc 2.36's does: unlike getaddrinfo (EAI_SYSTEM
// and EMFILE, netdb_lookup_out_of_descriptors_is_system_error) its
// getnameinfo does not report the system error.  Without NI_NAMEREQD
// too: only a name known not to exist gives the numeric form, a lookup
// that could not be made is EAI_AGAIN, as when DNS does not answer.
// Once descriptors are back, names are found again.
#include "netdb_ns.h"

struct dns_rr dns_zone[] = {
	{ .name = "98.2.0.192.in-addr.arpa", .silent = 1 },
	{ 0 },
};

static int reverse_flags(const char *ip, char *host, socklen_t len, int flags)
{
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(80) };

	CHECK_EQ(inet_pton(AF_INET, ip, &sin.sin_addr), 1);
	return getnameinfo((struct sockaddr *)&sin, sizeof sin, host, len, 0, 0, flags);
}

static int reverse(const char *ip, char *host, socklen_t len)
{
	return reverse_flags(ip, host, len, NI_NAMEREQD);
}

int main(void)
{
	struct rlimit old;
	struct in_addr a;
	char host[NI_MAXHOST];

	ns_enter("nameserver 127.0.0.1\noptions timeout:1 attempts:1\n",
		 "127.0.0.1 localhost\n192.0.2.7 known.test\n", "hosts: files dns\n");
	dns_start();
	CHECK_EQ(reverse("192.0.2.7", host, sizeof host), 0);
	CHECK_STR(host, "known.test");
	CHECK_EQ(reverse("192.0.2.99", host, sizeof host), EAI_NONAME);
	CHECK_EQ(reverse_flags("192.0.2.99", host, sizeof host, 0), 0);
	CHECK_STR(host, "192.0.2.99");
	CHECK_EQ(reverse_flags("192.0.2.98", host, sizeof host, 0), EAI_AGAIN);

	/* No open succeeds now. */
	ns_use_up_descriptors(&old);

	CHECK_EQ(reverse("192.0.2.7", host, sizeof host), EAI_AGAIN);
	CHECK_EQ(reverse("127.0.0.1", host, sizeof host), EAI_AGAIN);
	CHECK_EQ(reverse("192.0.2.99", host, sizeof host), EAI_AGAIN);
	CHECK_EQ(reverse_flags("192.0.2.7", host, sizeof host, 0), EAI_AGAIN);
	CHECK_EQ(reverse_flags("192.0.2.99", host, sizeof host, 0), EAI_AGAIN);
	CHECK_EQ(reverse_flags("192.0.2.7", host, sizeof host, NI_NUMERICHOST), 0);
	CHECK_STR(host, "192.0.2.7");
	CHECK_EQ(inet_pton(AF_INET, "192.0.2.7", &a), 1);
	h_errno = 0;
	CHECK(!gethostbyaddr(&a, sizeof a, AF_INET));
	CHECK_EQ(h_errno, TRY_AGAIN);

	CHECK_EQ(setrlimit(RLIMIT_NOFILE, &old), 0);
	CHECK_EQ(reverse("192.0.2.7", host, sizeof host), 0);
	CHECK_STR(host, "known.test");
	return 0;
}
