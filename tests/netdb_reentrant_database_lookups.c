/* The _r forms of the protocols, services, networks and hosts lookups:
   they give what the static forms give, in the caller's buffer; a
   buffer too small is ERANGE (and the *ent_r walk then yields the same
   entry again); not found is 0 with a null result and HOST_NOT_FOUND
   where there is an h_errno argument; the walks end with ENOENT. */
#define _GNU_SOURCE
#include <errno.h>
#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include "check.h"

static int inside(const void *p, const char *buf, size_t n)
{
	return (const char *)p >= buf && (const char *)p < buf + n;
}

int main(void)
{
	char buf[4096], name[256];
	struct protoent pe, *pr;
	struct servent se, *sr;
	struct netent ne, *nr;
	struct hostent he, *hr;
	int err, count, n;

	/* protocols: tcp is 6 whether /etc/protocols is there or not */
	CHECK_EQ(getprotobyname_r("tcp", &pe, buf, sizeof buf, &pr), 0);
	CHECK(pr == &pe);
	CHECK_STR(pe.p_name, "tcp");
	CHECK_EQ(pe.p_proto, 6);
	CHECK(inside(pe.p_name, buf, sizeof buf) && inside(pe.p_aliases, buf, sizeof buf));
	CHECK_EQ(getprotobynumber_r(17, &pe, buf, sizeof buf, &pr), 0);
	CHECK(pr == &pe);
	CHECK_STR(pe.p_name, "udp");
	pr = &pe;
	errno = 0;
	CHECK_EQ(getprotobyname_r("no-such-protocol", &pe, buf, sizeof buf, &pr), 0);
	CHECK(!pr);
	pr = &pe;
	CHECK_EQ(getprotobynumber_r(9999, &pe, buf, sizeof buf, &pr), 0);
	CHECK(!pr);
	pr = &pe;
	CHECK_EQ(getprotobyname_r("tcp", &pe, buf, 4, &pr), ERANGE);
	CHECK(!pr);
	CHECK_EQ(errno, ERANGE);

	/* the protocols walk: ERANGE keeps the entry for the next call */
	setprotoent(0);
	CHECK_EQ(getprotoent_r(&pe, buf, 4, &pr), ERANGE);
	CHECK(!pr);
	count = 0;
	if (getprotoent_r(&pe, buf, sizeof buf, &pr) == 0) {
		struct protoent *s;

		CHECK(pr == &pe);
		strcpy(name, pe.p_name);
		n = pe.p_proto;
		setprotoent(0);
		s = getprotoent();
		CHECK(s != 0);
		CHECK_STR(s->p_name, name);
		CHECK_EQ(s->p_proto, n);
		setprotoent(0);
		while ((err = getprotoent_r(&pe, buf, sizeof buf, &pr)) == 0)
			count++;
		CHECK_EQ(err, ENOENT);
		CHECK(!pr);
		CHECK_EQ(getprotoent_r(&pe, buf, sizeof buf, &pr), ENOENT);
	}
	endprotoent();

	/* services */
	setservent(0);
	err = getservent_r(&se, buf, sizeof buf, &sr);
	if (err == ENOENT)
		t_skip("no /etc/services here");
	CHECK_EQ(err, 0);
	CHECK(sr == &se);
	strcpy(name, se.s_name);
	n = se.s_port;
	CHECK(inside(se.s_proto, buf, sizeof buf));
	setservent(0);
	CHECK_EQ(getservent_r(&se, buf, 3, &sr), ERANGE);
	CHECK(!sr);
	CHECK_EQ(getservent_r(&se, buf, sizeof buf, &sr), 0);
	CHECK_STR(se.s_name, name);
	CHECK_EQ(se.s_port, n);
	count = 1;
	while ((err = getservent_r(&se, buf, sizeof buf, &sr)) == 0)
		count++;
	CHECK_EQ(err, ENOENT);
	CHECK(!sr);
	CHECK_GT(count, 1);
	endservent();

	/* networks: loopback where /etc/networks has it */
	nr = &ne;
	err = 12345;
	CHECK_EQ(getnetbyname_r("no-such-network", &ne, buf, sizeof buf, &nr, &err), 0);
	CHECK(!nr);
	CHECK_EQ(err, HOST_NOT_FOUND);
	if (getnetbyname_r("loopback", &ne, buf, sizeof buf, &nr, &err) == 0 && nr) {
		CHECK_STR(ne.n_name, "loopback");
		CHECK_EQ(ne.n_net, 0x7f000000);
		CHECK_EQ(ne.n_addrtype, AF_INET);
		CHECK(inside(ne.n_name, buf, sizeof buf));
		nr = &ne;
		CHECK_EQ(getnetbyaddr_r(0x7f000000, AF_INET, &ne, buf, sizeof buf, &nr, &err), 0);
		CHECK(nr == &ne);
		CHECK_STR(ne.n_name, "loopback");
		nr = &ne;
		CHECK_EQ(getnetbyaddr_r(0x7f000000, AF_INET6, &ne, buf, sizeof buf, &nr, &err), 0);
		CHECK(!nr);
		CHECK_EQ(err, HOST_NOT_FOUND);
		err = 0;
		CHECK_EQ(getnetbyname_r("loopback", &ne, buf, 8, &nr, &err), ERANGE);
		CHECK(!nr);
		CHECK_EQ(err, NETDB_INTERNAL);
		CHECK_EQ(errno, ERANGE);

		setnetent(0);
		CHECK_EQ(getnetent_r(&ne, buf, 8, &nr, &err), ERANGE);
		CHECK_EQ(getnetent_r(&ne, buf, sizeof buf, &nr, &err), 0);
		CHECK(nr == &ne);
		strcpy(name, ne.n_name);
		setnetent(0);
		nr = getnetent();
		CHECK(nr != 0);
		CHECK_STR(nr->n_name, name);
		while ((n = getnetent_r(&ne, buf, sizeof buf, &nr, &err)) == 0)
			;
		CHECK_EQ(n, ENOENT);
		CHECK(!nr);
		endnetent();
	}

	/* hosts: each /etc/hosts entry as gethostent gives it */
	sethostent(0);
	if (gethostent_r(&he, buf, sizeof buf, &hr, &err) == 0) {
		char addr[16];
		int len = he.h_length, af = he.h_addrtype;

		CHECK(hr == &he);
		CHECK(len == 4 || len == 16);
		memcpy(addr, he.h_addr_list[0], len);
		strcpy(name, he.h_name);
		CHECK(!he.h_addr_list[1]);
		CHECK(inside(he.h_name, buf, sizeof buf));
		sethostent(0);
		hr = gethostent();
		CHECK(hr != 0);
		CHECK_STR(hr->h_name, name);
		CHECK_EQ(hr->h_addrtype, af);
		CHECK(!memcmp(hr->h_addr_list[0], addr, len));
		sethostent(0);
		CHECK_EQ(gethostent_r(&he, buf, 8, &hr, &err), ERANGE);
		CHECK(!hr);
		CHECK_EQ(gethostent_r(&he, buf, sizeof buf, &hr, &err), 0);
		CHECK_STR(he.h_name, name);
		while ((n = gethostent_r(&he, buf, sizeof buf, &hr, &err)) == 0)
			;
		CHECK_EQ(n, ENOENT);
		CHECK(!hr);
	}
	endhostent();
	return 0;
}
