/* A DNS server for the resolver tests, run in a child on 127.0.0.1 (a
   UDP port of the kernel's choice).  It answers A queries: host.test and
   host.weft.test are 192.0.2.7, nodata.test exists without records,
   anything else does not exist.  It exits after 20 s without a query. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <string.h>
#include <sys/socket.h>
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

/* Starts the server; its address in *sa, its process id returned. */
static pid_t dns_server_start(struct sockaddr_in *sa)
{
	int fd = socket(AF_INET, SOCK_DGRAM, 0);
	socklen_t sl = sizeof *sa;
	pid_t pid;

	CHECK(fd >= 0);
	*sa = (struct sockaddr_in){ .sin_family = AF_INET };
	sa->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	CHECK_EQ(bind(fd, (struct sockaddr *)sa, sizeof *sa), 0);
	CHECK_EQ(getsockname(fd, (struct sockaddr *)sa, &sl), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		serve(fd);
	close(fd);
	return pid;
}
