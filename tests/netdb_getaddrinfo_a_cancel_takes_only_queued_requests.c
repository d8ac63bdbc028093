/* getaddrinfo_a with requests still running: a request a helper has
   started stays EAI_INPROGRESS (gai_cancel says EAI_NOTCANCELED,
   gai_suspend with a timeout returns EAI_AGAIN) until its own lookup
   ends; with more requests than helpers the last are still queued and
   gai_cancel takes them out (EAI_CANCELED); a new lookup is done
   meanwhile.  The requests ask a DNS server that never answers, in a
   private namespace (netdb_ns.h; skipped where the kernel refuses). */
// test: ldflags -lanl
// test: timeout 120
#include "netdb_ns.h"
#include <errno.h>

struct dns_rr dns_zone[] = {
	{ .name = "silent.test", .silent = 1 },
	{ .name = "fast.test", .a = { "192.0.2.9" } },
	{ 0 }
};

int main(void)
{
	static struct gaicb slow[40], fast = { .ar_name = "fast.test", .ar_service = "7" };
	static const struct addrinfo v4 = { .ai_family = AF_INET, .ai_socktype = SOCK_DGRAM };
	struct gaicb *list[40];
	const struct gaicb *wait1[1];
	struct timespec short_wait = { 0, 50 * 1000 * 1000 };
	int n = 40, running[40];
	struct sockaddr_in *sin;

	/* first, while the process has one thread */
	ns_enter("nameserver 127.0.0.1\noptions timeout:1 attempts:1\n",
		 "127.0.0.1 localhost\n", "hosts: files dns\n");
	dns_start();

	/* one silent lookup: running once its query is out */
	slow[0].ar_name = "silent.test";
	slow[0].ar_request = &v4;
	list[0] = &slow[0];
	CHECK_EQ(getaddrinfo_a(GAI_NOWAIT, list, 1, 0), 0);
	while (!dns_udp_queries)
		usleep(1000);
	CHECK_EQ(gai_error(&slow[0]), EAI_INPROGRESS);
	CHECK_EQ(gai_cancel(&slow[0]), EAI_NOTCANCELED);
	wait1[0] = &slow[0];
	/* the timeout: EAI_AGAIN as documented (glibc 2.36 says EAI_SYSTEM,
	   with errno 0: its futex wait's result misread) */
	int r = gai_suspend(wait1, 1, &short_wait);
	CHECK(r == EAI_AGAIN || r == EAI_SYSTEM);
	CHECK_EQ(gai_error(&slow[0]), EAI_INPROGRESS);
	while (gai_error(&slow[0]) == EAI_INPROGRESS)
		CHECK(gai_suspend(wait1, 1, 0) == 0 || gai_error(&slow[0]) != EAI_INPROGRESS);
	CHECK_EQ(gai_error(&slow[0]), EAI_AGAIN);
	CHECK(!slow[0].ar_result);

	/* more than the helpers: the last are still queued and cancellable */
	for (int i = 0; i < n; i++) {
		memset(&slow[i], 0, sizeof slow[i]);
		slow[i].ar_name = "silent.test";
		slow[i].ar_request = &v4;
		list[i] = &slow[i];
	}
	CHECK_EQ(getaddrinfo_a(GAI_NOWAIT, list, n, 0), 0);
	CHECK_EQ(gai_cancel(&slow[n - 1]), EAI_CANCELED);
#ifndef __GLIBC__
	/* the status says so, as documented (glibc 2.36 leaves it
	   EAI_INPROGRESS), and the request is over */
	CHECK_EQ(gai_error(&slow[n - 1]), EAI_CANCELED);
	CHECK_EQ(gai_cancel(&slow[n - 1]), EAI_ALLDONE);
#endif
	for (int i = 0; i < n - 1; i++) {
		running[i] = gai_cancel(&slow[i]);
		CHECK(running[i] == EAI_CANCELED || running[i] == EAI_NOTCANCELED);
		running[i] = running[i] == EAI_NOTCANCELED;
	}

	/* a fresh lookup still gets done meanwhile */
	list[0] = &fast;
	CHECK_EQ(getaddrinfo_a(GAI_WAIT, list, 1, 0), 0);
	CHECK_EQ(gai_error(&fast), 0);
	CHECK(fast.ar_result != 0);
	CHECK_EQ(fast.ar_result->ai_family, AF_INET);
	sin = (struct sockaddr_in *)fast.ar_result->ai_addr;
	CHECK_EQ(sin->sin_addr.s_addr, inet_addr("192.0.2.9"));
	CHECK_EQ(ntohs(sin->sin_port), 7);
	freeaddrinfo(fast.ar_result);

	/* the running ones end with their lookup's own outcome */
	for (int i = 0; i < n - 1; i++) {
		if (!running[i])
			continue;
		wait1[0] = &slow[i];
		while (gai_error(&slow[i]) == EAI_INPROGRESS)
			gai_suspend(wait1, 1, 0);
		CHECK_EQ(gai_error(&slow[i]), EAI_AGAIN);
	}
	return 0;
}
