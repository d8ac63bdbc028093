/* fork while a getaddrinfo_a request runs: the child has none of the
   parent's helper threads, sees the running request still in progress
   (as glibc does), and its own getaddrinfo_a starts helpers afresh and
   completes.  The running request asks a DNS server that never
   answers, in a private namespace (netdb_ns.h; skipped where the kernel
   refuses). */
// test: weft-only (glibc 2.36's child waits for helpers it does not have)
// test: ldflags -lanl
// test: timeout 60
#include "netdb_ns.h"
#include <errno.h>
#include <sys/wait.h>

struct dns_rr dns_zone[] = {
	{ .name = "silent.test", .silent = 1 },
	{ 0 }
};

int main(void)
{
	static const struct addrinfo v4 = { .ai_family = AF_INET, .ai_socktype = SOCK_DGRAM };
	static const struct addrinfo numeric = { .ai_flags = AI_NUMERICHOST,
						  .ai_family = AF_INET, .ai_socktype = SOCK_STREAM };
	struct gaicb slow = { .ar_name = "silent.test", .ar_request = &v4 }, *list[1] = { &slow };
	const struct gaicb *wait1[1] = { &slow };
	int st;

	if (t_under_qemu())
		t_skip("qemu-user asserts when the fork child of a threaded program creates a thread");
	/* first, while the process has one thread */
	ns_enter("nameserver 127.0.0.1\noptions timeout:1 attempts:1\n",
		 "127.0.0.1 localhost\n", "hosts: files dns\n");
	dns_start();

	CHECK_EQ(getaddrinfo_a(GAI_NOWAIT, list, 1, 0), 0);
	while (!dns_udp_queries)
		usleep(1000);
	CHECK_EQ(gai_error(&slow), EAI_INPROGRESS);
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		struct gaicb num = { .ar_name = "127.0.0.1", .ar_service = "80",
				     .ar_request = &numeric }, *one[1] = { &num };
		struct sockaddr_in *sin;

		CHECK_EQ(gai_error(&slow), EAI_INPROGRESS);
		CHECK_EQ(getaddrinfo_a(GAI_WAIT, one, 1, 0), 0);
		CHECK_EQ(gai_error(&num), 0);
		CHECK(num.ar_result != 0);
		sin = (struct sockaddr_in *)num.ar_result->ai_addr;
		CHECK_EQ(sin->sin_addr.s_addr, htonl(INADDR_LOOPBACK));
		CHECK_EQ(ntohs(sin->sin_port), 80);
		_exit(0);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);

	/* the parent's request goes on and ends there */
	while (gai_error(&slow) == EAI_INPROGRESS)
		gai_suspend(wait1, 1, 0);
	CHECK_EQ(gai_error(&slow), EAI_AGAIN);
	return 0;
}
