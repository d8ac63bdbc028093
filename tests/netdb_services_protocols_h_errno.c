// getservbyname/port (and _r), getprotobyname/number, h_errno per
// thread, hstrerror and herror texts.  Uses the machine's
// /etc/services; skipped without one.
#define _GNU_SOURCE
#include <netdb.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static void *other(void *arg)
{
	(void)arg;
	CHECK_EQ(h_errno, 0);
	h_errno = NO_RECOVERY;
	return &h_errno;
}

int main(void)
{
	struct servent *s, se, *res;
	struct protoent *p;
	char buf[1024];
	pthread_t t;
	void *theirs;

	if (access("/etc/services", R_OK))
		t_skip("no /etc/services here");

	s = getservbyname("domain", "udp");
	CHECK(s);
	CHECK_STR(s->s_name, "domain");
	CHECK_STR(s->s_proto, "udp");
	CHECK_EQ(ntohs(s->s_port), 53);
	s = getservbyname("ssh", 0);
	CHECK(s);
	CHECK_EQ(s->s_port, htons(22));
	CHECK_STR(s->s_proto, "tcp");
	s = getservbyport(htons(22), "tcp");
	CHECK(s);
	CHECK_STR(s->s_name, "ssh");
	CHECK(!getservbyname("no-such-service-here", 0));
	CHECK(!getservbyname("ssh", "no-such-proto"));
	CHECK(!getservbyport(htons(1), "no-such-proto"));

	CHECK_EQ(getservbyname_r("domain", "tcp", &se, buf, sizeof buf, &res), 0);
	CHECK(res == &se);
	CHECK_EQ(ntohs(se.s_port), 53);
	CHECK_EQ(getservbyname_r("domain", "tcp", &se, buf, 4, &res), ERANGE);
	CHECK(!res);
	CHECK_EQ(getservbyport_r(htons(53), "udp", &se, buf, sizeof buf, &res), 0);
	CHECK(res == &se);
	CHECK_STR(se.s_name, "domain");
	CHECK_EQ(getservbyname_r("no-such-service-here", 0, &se, buf, sizeof buf, &res), 0);
	CHECK(!res);

	p = getprotobyname("tcp");
	CHECK(p);
	CHECK_EQ(p->p_proto, IPPROTO_TCP);
	p = getprotobynumber(IPPROTO_UDP);
	CHECK(p);
	CHECK_STR(p->p_name, "udp");
	CHECK(!getprotobyname("no-such-protocol"));
	CHECK(!getprotobynumber(100000));

	/* The ent walks: every entry, and set*ent starts again. */
	int nserv = 0, found53 = 0;
	setservent(1);
	while ((s = getservent())) {
		nserv++;
		found53 |= s->s_port == htons(53) && !strcmp(s->s_name, "domain");
	}
	CHECK_GT(nserv, 10);
	CHECK(found53);
	setservent(0);
	CHECK(getservent());
	endservent();
	if (!access("/etc/protocols", R_OK)) {
		int tcp = 0;
		setprotoent(0);
		while ((p = getprotoent()))
			tcp |= p->p_proto == 6 && !strcmp(p->p_name, "tcp");
		CHECK(tcp);
		endprotoent();
	}

	/* h_errno is the calling thread's. */
	h_errno = HOST_NOT_FOUND;
	CHECK_EQ(pthread_create(&t, 0, other, 0), 0);
	CHECK_EQ(pthread_join(t, &theirs), 0);
	CHECK(theirs != (void *)&h_errno);
	CHECK_EQ(h_errno, HOST_NOT_FOUND);

	CHECK_STR(hstrerror(HOST_NOT_FOUND), "Unknown host");
	CHECK_STR(hstrerror(TRY_AGAIN), "Host name lookup failure");
	CHECK_STR(hstrerror(NO_RECOVERY), "Unknown server error");
	CHECK_STR(hstrerror(NO_DATA), "No address associated with name");
	CHECK_STR(hstrerror(NETDB_INTERNAL), "Resolver internal error");
	CHECK_STR(hstrerror(0), "Resolver Error 0 (no error)");
	CHECK_STR(hstrerror(99), "Unknown resolver error");

	/* herror: "s: text\n" on stderr. */
	int fd[2], saved = dup(2);
	char got[128];
	CHECK_EQ(pipe(fd), 0);
	CHECK_EQ(dup2(fd[1], 2), 2);
	h_errno = TRY_AGAIN;
	herror("lookup");
	herror("");
	dup2(saved, 2);
	close(fd[1]);
	ssize_t n = read(fd[0], got, sizeof got - 1);
	CHECK_GT(n, 0);
	got[n] = 0;
	CHECK_STR(got, "lookup: Host name lookup failure\nHost name lookup failure\n");
	return 0;
}
