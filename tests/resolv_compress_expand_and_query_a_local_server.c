/* <resolv.h>: dn_comp compresses names against those already in a
   message and dn_expand reads them back (escapes included, malformed
   names refused); res_mkquery lays out a standard query; ns_initparse
   and ns_parserr walk an answer; res_query and res_search ask a DNS
   server this test runs on 127.0.0.1, set in _res after res_init, and
   report NXDOMAIN and empty answers through h_errno. */
// test: cflags -Wl,--no-as-needed -lresolv
// test: timeout 60
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <arpa/nameser.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <resolv.h>
#include <signal.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"
#include "dns_test_server.h"

int main(void)
{
	unsigned char msg[512], *dnptrs[8], **last = dnptrs + 8;
	char out[NS_MAXDNAME];
	int n1, n2, n;

	/* compression: the second name points at the first's "example.com" */
	memset(msg, 0, sizeof msg);
	dnptrs[0] = msg;
	dnptrs[1] = 0;
	n1 = dn_comp("www.example.com", msg + 12, 100, dnptrs, last);
	CHECK_EQ(n1, 17);
	CHECK(!memcmp(msg + 12, "\3www\7example\3com", 17));
	CHECK(dnptrs[1] == msg + 12);
	n2 = dn_comp("mail.EXAMPLE.com.", msg + 12 + n1, 100, dnptrs, last);
	CHECK_EQ(n2, 7);
	CHECK(!memcmp(msg + 12 + n1, "\4mail\xc0\x10", 7));
	CHECK_EQ(dn_expand(msg, msg + 12 + n1 + n2, msg + 12 + n1, out, sizeof out), 7);
	CHECK_STR(out, "mail.example.com");
	CHECK_EQ(dn_expand(msg, msg + 12 + n1 + n2, msg + 12, out, sizeof out), 17);
	CHECK_STR(out, "www.example.com");
	CHECK_EQ(dn_skipname(msg + 12 + n1, msg + 12 + n1 + n2), 7);
	/* the root, escapes, and the same name again (a pointer only) */
	n = dn_comp(".", msg + 100, 10, 0, 0);
	CHECK_EQ(n, 1);
	CHECK_EQ(dn_expand(msg, msg + 101, msg + 100, out, sizeof out), 1);
	CHECK_STR(out, "");
	n = dn_comp("a\\.b.x\\001y", msg + 200, 50, 0, 0);
	CHECK_EQ(n, 9);
	CHECK(!memcmp(msg + 200, "\3a.b\3x\1y", 9));
	CHECK_EQ(dn_expand(msg, msg + 209, msg + 200, out, sizeof out), 9);
	CHECK_STR(out, "a\\.b.x\\001y");
	CHECK_EQ(ns_name_uncompress(msg, msg + 209, msg + 200, out, sizeof out), 9);
	CHECK_STR(out, "a\\.b.x\\001y");
	/* bad names */
	char longlabel[80];
	memset(longlabel, 'a', 64);
	strcpy(longlabel + 64, ".com");
	CHECK_EQ(dn_comp(longlabel, msg + 300, 200, 0, 0), -1);
	CHECK_EQ(dn_comp("a..b", msg + 300, 200, 0, 0), -1);
	CHECK_EQ(dn_comp("www.example.com", msg + 300, 10, 0, 0), -1);
	CHECK_EQ(dn_expand(msg, msg + 12 + n1 + n2, msg + 12, out, 5), -1);
	msg[400] = 0xc1;
	msg[401] = 0x90;  /* a pointer to itself: a loop */
	CHECK_EQ(dn_expand(msg, msg + 402, msg + 400, out, sizeof out), -1);
	CHECK_EQ(dn_expand(msg, msg + 14, msg + 12, out, sizeof out), -1);  /* cut short */

	/* res_mkquery: header, then the question */
	unsigned char q[NS_PACKETSZ];
	CHECK_EQ(res_init(), 0);
	n = res_mkquery(QUERY, "example.com", C_IN, T_A, 0, 0, 0, q, sizeof q);
	CHECK_EQ(n, 29);
	CHECK(!memcmp(q + 2, "\1\0\0\1\0\0\0\0\0\0", 10));
	CHECK(!memcmp(q + 12, "\7example\3com\0\0\1\0\1", 17));
	n = res_mkquery(QUERY, "example.com", C_IN, T_MX, 0, 0, 0, q, 20);
	CHECK_EQ(n, -1);

	/* a server on loopback, in _res */
	struct sockaddr_in sa;
	pid_t pid = dns_server_start(&sa);
	_res.nscount = 1;
	_res.nsaddr_list[0] = sa;
	_res._u._ext.nsaddrs[0] = 0;
	_res.retrans = 5;
	_res.retry = 2;
	_res.ndots = 1;
	_res.options |= RES_DNSRCH;
	static char domain[] = "weft.test";
	_res.dnsrch[0] = domain;
	_res.dnsrch[1] = 0;

	unsigned char ans[NS_PACKETSZ];
	n = res_query("host.test", C_IN, T_A, ans, sizeof ans);
	CHECK_GT(n, 12);
	ns_msg h;
	ns_rr rr;
	CHECK_EQ(ns_initparse(ans, n, &h), 0);
	CHECK_EQ(ns_msg_count(h, ns_s_qd), 1);
	CHECK_EQ(ns_msg_count(h, ns_s_an), 1);
	CHECK_EQ(ns_parserr(&h, ns_s_qd, 0, &rr), 0);
	CHECK_STR(ns_rr_name(rr), "host.test");
	CHECK_EQ(ns_rr_type(rr), ns_t_a);
	CHECK_EQ(ns_parserr(&h, ns_s_an, 0, &rr), 0);
	CHECK_STR(ns_rr_name(rr), "host.test");
	CHECK_EQ(ns_rr_type(rr), ns_t_a);
	CHECK_EQ(ns_rr_class(rr), ns_c_in);
	CHECK_EQ(ns_rr_ttl(rr), 300);
	CHECK_EQ(ns_rr_rdlen(rr), 4);
	CHECK(!memcmp(ns_rr_rdata(rr), "\300\0\2\7", 4));
	CHECK_EQ(ns_get16(ans + 6), 1);
	errno = 0;
	CHECK_EQ(ns_parserr(&h, ns_s_an, 1, &rr), -1);
	CHECK_EQ(errno, ENODEV);
	CHECK_EQ(ns_initparse(ans, n - 1, &h), -1);  /* cut short */

	/* errors through h_errno */
	h_errno = 0;
	CHECK_EQ(res_query("nx.test", C_IN, T_A, ans, sizeof ans), -1);
	CHECK_EQ(h_errno, HOST_NOT_FOUND);
	h_errno = 0;
	CHECK_EQ(res_query("nodata.test", C_IN, T_A, ans, sizeof ans), -1);
	CHECK_EQ(h_errno, NO_DATA);

	/* the search list: "host" has fewer dots than ndots */
	n = res_search("host", C_IN, T_A, ans, sizeof ans);
	CHECK_GT(n, 12);
	CHECK_EQ(ns_initparse(ans, n, &h), 0);
	CHECK_EQ(ns_parserr(&h, ns_s_an, 0, &rr), 0);
	CHECK_STR(ns_rr_name(rr), "host.weft.test");
	/* a trailing dot: the name alone */
	h_errno = 0;
	CHECK_EQ(res_search("host.", C_IN, T_A, ans, sizeof ans), -1);
	CHECK_EQ(h_errno, HOST_NOT_FOUND);

	/* res_send with a query made here */
	n = res_mkquery(QUERY, "HOST.test", C_IN, T_A, 0, 0, 0, q, sizeof q);
	CHECK_GT(n, 0);
	n = res_send(q, n, ans, sizeof ans);
	CHECK_GT(n, 12);
	CHECK_EQ(ans[0], q[0]);
	CHECK_EQ(ans[1], q[1]);
	CHECK_EQ(ans[3] & 15, 0);
	CHECK_EQ(ns_get16(ans + 6), 1);

	kill(pid, SIGKILL);
	CHECK_EQ(waitpid(pid, 0, 0), pid);
	return 0;
}
