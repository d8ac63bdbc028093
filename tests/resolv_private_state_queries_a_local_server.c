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

/* The name of a query's question, lower-cased and dotted, and where the
   question ends. */
static int qname(const unsigned char *q, int len, char *out, int *end)
{
	int p = 12, n = 0;

	while (p < len && q[p]) {
		int l = q[p];
		if (n)
			out[n++] = '.';
		for (int i = 1; i <= l && p + i < len; i++) {
			unsigned char c = q[p + i];
			out[n++] = c >= 'A' && c <= 'Z' ? c + 32 : c;
		}
		p += 1 + l;
	}
	out[n] = 0;
	*end = p + 1 + 4;
	return *end <= len;
}

/* Answers A queries: host.test and host.weft.test are 192.0.2.7,
   nodata.test exists without records, anything else does not exist. */
static void serve(int fd)
{
	unsigned char q[512], r[600];
	struct sockaddr_in from;
	char name[300];
	int end;

	for (;;) {
		struct pollfd p = { fd, POLLIN, 0 };
		if (poll(&p, 1, 20000) != 1)
			_exit(0);
		socklen_t fl = sizeof from;
		int n = recvfrom(fd, q, sizeof q, 0, (struct sockaddr *)&from, &fl);
		if (n < 12 || !qname(q, n, name, &end))
			continue;
		memcpy(r, q, end);
		r[2] = 0x80 | (q[2] & 0x79);  /* QR, the opcode and RD echoed */
		r[3] = 0x80;                   /* RA */
		r[6] = r[7] = r[8] = r[9] = r[10] = r[11] = 0;
		int len = end;
		if (!strcmp(name, "host.test") || !strcmp(name, "host.weft.test")) {
			static const unsigned char rr[] = {
				0xc0, 12, 0, 1, 0, 1, 0, 0, 1, 44, 0, 4, 192, 0, 2, 7
			};
			memcpy(r + len, rr, sizeof rr);
			len += sizeof rr;
			r[7] = 1;
		} else if (strcmp(name, "nodata.test")) {
			r[3] |= 3;  /* NXDOMAIN */
		}
		sendto(fd, r, len, 0, (struct sockaddr *)&from, fl);
	}
}

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

	int fd = socket(AF_INET, SOCK_DGRAM, 0);
	CHECK(fd >= 0);
	struct sockaddr_in sa = { .sin_family = AF_INET };
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	CHECK_EQ(bind(fd, (struct sockaddr *)&sa, sizeof sa), 0);
	socklen_t sl = sizeof sa;
	CHECK_EQ(getsockname(fd, (struct sockaddr *)&sa, &sl), 0);
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		serve(fd);
	close(fd);

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
