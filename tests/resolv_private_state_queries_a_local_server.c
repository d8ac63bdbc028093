/* The res_n* resolver on a state of the program's own: res_ninit
   fills it, res_nmkquery builds a query with its options, res_nsend,
   res_nquery, res_nsearch and res_nquerydomain ask the server set in it
   (one this test runs on 127.0.0.1) and report errors through h_errno
   and the state's res_h_errno; res_querydomain does the same on _res;
   res_nclose frees what res_ninit took. */
// test: ldflags -lresolv
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
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"
#include "dns_test_server.h"

static void answer_is_host(const unsigned char *ans, int n, const char *owner)
{
	ns_msg h;
	ns_rr rr;

	CHECK_GT(n, 12);
	CHECK_EQ(ns_initparse(ans, n, &h), 0);
	CHECK_EQ(ns_msg_count(h, ns_s_an), 1);
	CHECK_EQ(ns_parserr(&h, ns_s_an, 0, &rr), 0);
	CHECK_STR(ns_rr_name(rr), owner);
	CHECK_EQ(ns_rr_type(rr), ns_t_a);
	CHECK(!memcmp(ns_rr_rdata(rr), "\300\0\2\7", 4));
}

int main(void)
{
	static struct __res_state st;
	static char domain[] = "weft.test";
	unsigned char q[NS_PACKETSZ], ans[NS_PACKETSZ];
	int n;

	CHECK_EQ(res_ninit(&st), 0);
	CHECK(st.options & RES_INIT);
	CHECK(st.options & RES_RECURSE);

	/* a query laid out with this state's options: RD off here */
	st.options &= ~RES_RECURSE;
	n = res_nmkquery(&st, QUERY, "example.com", C_IN, T_A, 0, 0, 0, q, sizeof q);
	CHECK_EQ(n, 29);
	CHECK(!memcmp(q + 2, "\0\0\0\1\0\0\0\0\0\0", 10));
	CHECK(!memcmp(q + 12, "\7example\3com\0\0\1\0\1", 17));
	st.options |= RES_RECURSE;
	n = res_nmkquery(&st, QUERY, "example.com", C_IN, T_A, 0, 0, 0, q, sizeof q);
	CHECK_EQ(q[2], 1);
	CHECK_EQ(res_nmkquery(&st, QUERY, "example.com", C_IN, T_MX, 0, 0, 0, q, 20), -1);

	struct sockaddr_in sa;
	pid_t pid = dns_server_start(&sa);

	res_nclose(&st);
	CHECK_EQ(res_ninit(&st), 0);
	st.nscount = 1;
	st.nsaddr_list[0] = sa;
	for (int i = 0; i < MAXNS; i++)
		st._u._ext.nsaddrs[i] = 0;
	st.retrans = 5;
	st.retry = 2;
	st.ndots = 1;
	st.options |= RES_DNSRCH;
	st.dnsrch[0] = domain;
	st.dnsrch[1] = 0;

	n = res_nquery(&st, "host.test", C_IN, T_A, ans, sizeof ans);
	answer_is_host(ans, n, "host.test");
	h_errno = st.res_h_errno = 0;
	CHECK_EQ(res_nquery(&st, "nx.test", C_IN, T_A, ans, sizeof ans), -1);
	CHECK_EQ(h_errno, HOST_NOT_FOUND);
	CHECK_EQ(st.res_h_errno, HOST_NOT_FOUND);
	h_errno = st.res_h_errno = 0;
	CHECK_EQ(res_nquery(&st, "nodata.test", C_IN, T_A, ans, sizeof ans), -1);
	CHECK_EQ(h_errno, NO_DATA);
	CHECK_EQ(st.res_h_errno, NO_DATA);

	/* the search list, and names put together by querydomain */
	n = res_nsearch(&st, "host", C_IN, T_A, ans, sizeof ans);
	answer_is_host(ans, n, "host.weft.test");
	h_errno = 0;
	CHECK_EQ(res_nsearch(&st, "host.", C_IN, T_A, ans, sizeof ans), -1);
	CHECK_EQ(h_errno, HOST_NOT_FOUND);
	n = res_nquerydomain(&st, "host", "weft.test", C_IN, T_A, ans, sizeof ans);
	answer_is_host(ans, n, "host.weft.test");
	n = res_nquerydomain(&st, "host.test.", 0, C_IN, T_A, ans, sizeof ans);
	answer_is_host(ans, n, "host.test");
	h_errno = 0;
	CHECK_EQ(res_nquerydomain(&st, "host", "test.x", C_IN, T_A, ans, sizeof ans), -1);
	CHECK_EQ(h_errno, HOST_NOT_FOUND);

	/* res_nsend with a query made here */
	n = res_nmkquery(&st, QUERY, "HOST.test", C_IN, T_A, 0, 0, 0, q, sizeof q);
	CHECK_GT(n, 0);
	n = res_nsend(&st, q, n, ans, sizeof ans);
	CHECK_GT(n, 12);
	CHECK_EQ(ans[0], q[0]);
	CHECK_EQ(ans[1], q[1]);
	CHECK_EQ(ans[3] & 15, 0);
	CHECK_EQ(ns_get16(ans + 6), 1);

	/* res_querydomain on _res, pointed at the same server */
	CHECK_EQ(res_init(), 0);
	_res.nscount = 1;
	_res.nsaddr_list[0] = sa;
	for (int i = 0; i < MAXNS; i++)
		_res._u._ext.nsaddrs[i] = 0;
	_res.retrans = 5;
	_res.retry = 2;
	n = res_querydomain("host", "weft.test", C_IN, T_A, ans, sizeof ans);
	answer_is_host(ans, n, "host.weft.test");
	h_errno = 0;
	CHECK_EQ(res_querydomain("nx", "test", C_IN, T_A, ans, sizeof ans), -1);
	CHECK_EQ(h_errno, HOST_NOT_FOUND);

	res_nclose(&st);
	kill(pid, SIGKILL);
	CHECK_EQ(waitpid(pid, 0, 0), pid);
	return 0;
}
