/* <arpa/nameser.h> name forms and the <resolv.h> name checks:
   ns_name_pton/ntop convert presentation and wire forms (and say
   whether a name was fully qualified), ns_name_pack/compress write
   names compressed against earlier ones, ns_name_unpack/skip read them
   back; res_hnok, res_ownok, res_mailok and res_dnok judge names;
   inet_nsap_addr/ntoa convert NSAP addresses. */
// test: ldflags -lresolv
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <arpa/nameser.h>
#include <errno.h>
#include <resolv.h>
#include <string.h>
#include "check.h"

int main(void)
{
	unsigned char w[NS_MAXCDNAME], msg[512];
	char s[NS_MAXDNAME];
	const unsigned char *dp[8] = { msg, 0 }, *p;
	int n, a;

	/* presentation to wire: 1 for a fully qualified name, 0 if not */
	CHECK_EQ(ns_name_pton("www.example.com", w, sizeof w), 0);
	CHECK(!memcmp(w, "\3www\7example\3com", 17));
	CHECK_EQ(ns_name_pton("www.example.com.", w, sizeof w), 1);
	CHECK_EQ(ns_name_pton(".", w, sizeof w), 1);
	CHECK_EQ(w[0], 0);
	CHECK_EQ(ns_name_pton("a\\..b", w, sizeof w), 0);
	CHECK(!memcmp(w, "\2a.\1b", 6));
	CHECK_EQ(ns_name_pton("a\\.", w, sizeof w), 0);   /* the dot is escaped */
	CHECK_EQ(ns_name_pton("a\\\\.", w, sizeof w), 1); /* the backslash is */
	CHECK(!memcmp(w, "\2a\\", 4));
	CHECK_ERR(ns_name_pton("a..b", w, sizeof w), EMSGSIZE);
	CHECK_ERR(ns_name_pton("www.example.com", w, 5), EMSGSIZE);

	/* wire to presentation: the length with the NUL */
	CHECK_EQ(ns_name_pton("www.example.com", w, sizeof w), 0);
	CHECK_EQ(ns_name_ntop(w, s, sizeof s), 16);
	CHECK_STR(s, "www.example.com");
	CHECK_EQ(ns_name_ntop(w, s, 16), 16);
	CHECK_ERR(ns_name_ntop(w, s, 15), EMSGSIZE);
	CHECK_EQ(ns_name_ntop((const unsigned char *)"", s, sizeof s), 2);
	CHECK_STR(s, ".");
	CHECK_GT(ns_name_ntop((const unsigned char *)"\3a.b\2c;", s, sizeof s), 0);
	CHECK_STR(s, "a\\.b.c\\;");

	/* packing: the second name points at the first's "example.com" */
	memset(msg, 0, sizeof msg);
	CHECK_EQ(ns_name_pack(w, msg + 12, 200, dp, dp + 8), 17);
	CHECK(dp[1] == msg + 12);
	n = ns_name_compress("ftp.EXAMPLE.com", msg + 29, 200, dp, dp + 8);
	CHECK_EQ(n, 6);
	CHECK(!memcmp(msg + 29, "\3ftp\xc0\x10", 6));
	CHECK_ERR(ns_name_compress("www.example.com", msg + 40, 3, 0, 0), EMSGSIZE);
	CHECK_ERR(ns_name_pack((const unsigned char *)"\x40", msg + 40, 100, 0, 0), EMSGSIZE);

	/* unpacking follows the pointer; skipping does not */
	CHECK_EQ(ns_name_unpack(msg, msg + 35, msg + 29, w, sizeof w), 6);
	CHECK(!memcmp(w, "\3ftp\7example\3com", 17));
	CHECK_ERR(ns_name_unpack(msg, msg + 35, msg + 29, w, 10), EMSGSIZE);
	CHECK_ERR(ns_name_unpack(msg, msg + 34, msg + 29, w, sizeof w), EMSGSIZE);
	p = msg + 29;
	CHECK_EQ(ns_name_skip(&p, msg + 35), 0);
	CHECK(p == msg + 35);
	p = msg + 12;
	CHECK_ERR(ns_name_skip(&p, msg + 20), EMSGSIZE);
	CHECK(p == msg + 12);

	/* host names: letters, digits, '-' and '_', no leading hyphen */
	CHECK_EQ(res_hnok("a-b.example.com"), 1);
	CHECK_EQ(res_hnok("a_b.c"), 1);
	CHECK_EQ(res_hnok("1a.c"), 1);
	CHECK_EQ(res_hnok("-a.c"), 0);
	CHECK_EQ(res_hnok("a b"), 0);
	CHECK_EQ(res_hnok("a.b!c"), 0);
	CHECK_EQ(res_hnok("a\\065b"), 1);
	CHECK_EQ(res_hnok("a\\.b"), 0);
	CHECK_EQ(res_hnok("a..b"), 0);
	CHECK_EQ(res_hnok("*.a.c"), 0);
	CHECK_EQ(res_hnok("."), 1);
	/* owners: a wildcard first label too */
	CHECK_EQ(res_ownok("*.a.c"), 1);
	CHECK_EQ(res_ownok("*"), 1);
	CHECK_EQ(res_ownok("a.*.c"), 0);
	CHECK_EQ(res_ownok("x*.a"), 0);
	CHECK_EQ(res_ownok("_srv._tcp.c"), 1);
	/* mailboxes: a free local part before a host name */
	CHECK_EQ(res_mailok("john.doe.example.com"), 1);
	CHECK_EQ(res_mailok("j\\.d.example.com"), 1);
	CHECK_EQ(res_mailok("x*.a"), 1);
	CHECK_EQ(res_mailok("a.b!c"), 0);
	CHECK_EQ(res_mailok("a--b"), 0);
	CHECK_EQ(res_mailok("."), 1);
	/* any name in printable characters */
	CHECK_EQ(res_dnok("a_b!.c"), 1);
	CHECK_EQ(res_dnok("a\\032b"), 1);
	CHECK_EQ(res_dnok("a b.c"), 0);
	CHECK_EQ(res_dnok("a\x7f.c"), 0);
	CHECK_EQ(res_dnok("a..b"), 0);
	memset(s, 'a', 64);
	s[64] = 0;
	CHECK_EQ(res_hnok(s), 0);
	CHECK_EQ(res_dnok(s), 0);
	s[63] = 0;
	CHECK_EQ(res_hnok(s), 1);

	/* NSAP addresses */
	unsigned char na[32];
	CHECK_EQ(inet_nsap_addr("47.0005+80/FF", na, sizeof na), 5);
	CHECK_EQ(inet_nsap_addr("47.0005+80/ff", na, sizeof na), 5);
	CHECK(!memcmp(na, "\x47\x00\x05\x80\xff", 5));
	CHECK_EQ(inet_nsap_addr("470005", na, 2), 2);
	CHECK_EQ(inet_nsap_addr("4700x5", na, sizeof na), 0);
	CHECK_EQ(inet_nsap_addr("4.7", na, sizeof na), 0);
	CHECK_EQ(inet_nsap_addr("abc", na, sizeof na), 0);
	CHECK_EQ(inet_nsap_addr("ab", na, 0), 0);
	a = inet_nsap_addr("470005", na, sizeof na);
	CHECK_STR(inet_nsap_ntoa(a, na, s), "47.0005");
	CHECK_STR(inet_nsap_ntoa(1, (const unsigned char *)"\xab", s), "AB");
	CHECK_STR(inet_nsap_ntoa(3, (const unsigned char *)"\xab\xcd\xef", 0), "AB.CDEF");
	CHECK_STR(inet_nsap_ntoa(0, na, s), "");
	return 0;
}
