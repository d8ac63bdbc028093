// A thread blocked in getaddrinfo waiting for a server that never
// answers is cancelled: it ends with PTHREAD_CANCELED, the process has
// as many descriptors open as before, and nothing hangs.  (With
// timeout:1 attempts:1 a resolver that is no cancellation point would
// still end each lookup within a second and meet pthread_testcancel.)
#include "netdb_ns.h"
#include <dirent.h>

struct dns_rr dns_zone[] = {
	{ .name = "silent.test", .silent = 1 },
	{ 0 }
};

static int open_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;

	CHECK(d);
	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	return n - 1;   /* the directory's own */
}

static void *resolver(void *arg)
{
	struct addrinfo h = { .ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM }, *res;
	(void)arg;
	for (;;) {
		if (!getaddrinfo("silent.test", "80", &h, &res))
			freeaddrinfo(res);
		pthread_testcancel();
	}
	return 0;
}

int main(void)
{
	pthread_t t;
	void *ret;
	int before;

	ns_enter("nameserver 127.0.0.1\noptions timeout:1 attempts:1\n",
		 "127.0.0.1 localhost\n", "hosts: files dns\n");
	dns_start();
	for (int round = 0; round < 3; round++) {
		int seen = dns_udp_queries;
		before = open_fds();
		CHECK_EQ(pthread_create(&t, 0, resolver, 0), 0);
		/* Cancel once the query is out: the thread is waiting. */
		while (dns_udp_queries == seen)
			usleep(1000);
		usleep(20000);
		CHECK_EQ(pthread_cancel(t), 0);
		CHECK_EQ(pthread_join(t, &ret), 0);
		CHECK(ret == PTHREAD_CANCELED);
		CHECK_EQ(open_fds(), before);
	}
	return 0;
}
