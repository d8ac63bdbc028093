/* getaddrinfo_a: GAI_WAIT returns with every request ended, each with
   getaddrinfo's own outcome in gai_error and ar_result; GAI_NOWAIT
   notifies by a queued signal (SI_ASYNCNL, the value given) or in a new
   thread once all have ended; gai_suspend waits for one, times out with
   EAI_AGAIN and says EAI_ALLDONE when nothing listed runs; gai_cancel
   takes out a request no helper has started (EAI_CANCELED), leaves a
   running one (EAI_NOTCANCELED) and finds an ended one EAI_ALLDONE.
   The running requests ask a DNS server that never answers, in a
   private namespace (netdb_ns.h; skipped there if the kernel refuses). */
// test: ldflags -lanl
// test: timeout 120
#include "netdb_ns.h"
#include <errno.h>
#include <semaphore.h>
#include <signal.h>
#include <sys/wait.h>

struct dns_rr dns_zone[] = {
	{ .name = "silent.test", .silent = 1 },
	{ .name = "fast.test", .a = { "192.0.2.9" } },
	{ 0 }
};

static const struct addrinfo numeric = { .ai_flags = AI_NUMERICHOST,
					  .ai_family = AF_INET, .ai_socktype = SOCK_STREAM };
static sem_t notified;
static volatile int notified_value;

static void on_done(union sigval v)
{
	notified_value = v.sival_int;
	sem_post(&notified);
}

static void is_addr(const struct addrinfo *ai, const char *dotted, int port)
{
	char s[INET_ADDRSTRLEN];
	const struct sockaddr_in *sin;

	CHECK(ai != 0);
	CHECK_EQ(ai->ai_family, AF_INET);
	sin = (const struct sockaddr_in *)ai->ai_addr;
	CHECK(inet_ntop(AF_INET, &sin->sin_addr, s, sizeof s));
	CHECK_STR(s, dotted);
	CHECK_EQ(ntohs(sin->sin_port), port);
}

/* In the child, in the namespace: requests that stay in progress. */
static void running_requests(void)
{
	static struct gaicb slow[40], fast = { .ar_name = "fast.test", .ar_service = "7" };
	static const struct addrinfo v4 = { .ai_family = AF_INET, .ai_socktype = SOCK_DGRAM };
	struct gaicb *list[40];
	const struct gaicb *wait1[1];
	struct timespec short_wait = { 0, 50 * 1000 * 1000 };
	int n = 40, running[40];

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
#ifndef __GLIBC__
	/* a fork child, which has none of the helpers, starts its own
	   (not under qemu-user, which asserts when the fork child of a
	   threaded program creates a thread) */
	pid_t pid = t_under_qemu() ? -1 : fork();
	if (pid == 0) {
		struct gaicb num = { .ar_name = "127.0.0.1", .ar_service = "80",
				     .ar_request = &numeric }, *one[1] = { &num };
		CHECK_EQ(getaddrinfo_a(GAI_WAIT, one, 1, 0), 0);
		CHECK_EQ(gai_error(&num), 0);
		is_addr(num.ar_result, "127.0.0.1", 80);
		_exit(0);
	}
	if (!t_under_qemu()) {
		int st;
		CHECK(pid > 0);
		CHECK_EQ(waitpid(pid, &st, 0), pid);
		CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	}
#endif
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
	is_addr(fast.ar_result, "192.0.2.9", 7);
	freeaddrinfo(fast.ar_result);
	for (int i = 0; i < n - 1; i++) {
		if (!running[i])
			continue;
		wait1[0] = &slow[i];
		while (gai_error(&slow[i]) == EAI_INPROGRESS)
			gai_suspend(wait1, 1, 0);
		CHECK_EQ(gai_error(&slow[i]), EAI_AGAIN);
	}
	exit(0);
}

int main(void)
{
	struct gaicb a = { .ar_name = "127.0.0.1", .ar_service = "80", .ar_request = &numeric };
	struct gaicb b = { .ar_name = "127.0.0.1", .ar_service = "no-such-service-x",
			   .ar_request = &numeric };
	struct gaicb c = { .ar_name = "not-an-address", .ar_service = "80", .ar_request = &numeric };
	struct gaicb d = { 0 };
	struct gaicb *list[5] = { &a, 0, &b, &c, &d };
	const struct gaicb *ended[2] = { &a, 0 }, *none[2] = { 0, 0 };
	struct sigevent sev;
	siginfo_t si;
	sigset_t set;
	int status;

	/* the requests that stay in progress, in a child of their own
	   (the namespaces want a process with one thread) */
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		running_requests();
	CHECK_EQ(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status));
	if (WEXITSTATUS(status) == 77)
		fprintf(stderr, "(the running-request part was skipped: no namespaces)\n");
	else
		CHECK_EQ(WEXITSTATUS(status), 0);

	errno = 0;
	CHECK_EQ(getaddrinfo_a(7, list, 5, 0), EAI_SYSTEM);
	CHECK_EQ(errno, EINVAL);

	/* GAI_WAIT: every request's own outcome */
	CHECK_EQ(getaddrinfo_a(GAI_WAIT, list, 5, 0), 0);
	CHECK_EQ(gai_error(&a), 0);
	is_addr(a.ar_result, "127.0.0.1", 80);
	CHECK_EQ(gai_error(&b), EAI_SERVICE);
	CHECK(!b.ar_result);
	CHECK_EQ(gai_error(&c), EAI_NONAME);
	CHECK_EQ(gai_error(&d), EAI_NONAME);
	CHECK_EQ(gai_cancel(&a), EAI_ALLDONE);
	CHECK_EQ(gai_suspend(ended, 2, 0), EAI_ALLDONE);
	CHECK_EQ(gai_suspend(none, 2, 0), EAI_ALLDONE);
	CHECK_EQ(getaddrinfo_a(GAI_WAIT, list, 0, 0), 0);
	freeaddrinfo(a.ar_result);

	/* GAI_NOWAIT with a signal: queued with the value */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, 0), 0);
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = SIGUSR1;
	sev.sigev_value.sival_int = 42;
	a.ar_service = "81";
	CHECK_EQ(getaddrinfo_a(GAI_NOWAIT, list, 5, &sev), 0);
	CHECK_EQ(sigwaitinfo(&set, &si), SIGUSR1);
	CHECK_EQ(si.si_code, SI_ASYNCNL);
	CHECK_EQ(si.si_value.sival_int, 42);
	CHECK_EQ(gai_error(&a), 0);
	CHECK_EQ(gai_error(&b), EAI_SERVICE);
	CHECK_EQ(gai_error(&c), EAI_NONAME);
	is_addr(a.ar_result, "127.0.0.1", 81);
	freeaddrinfo(a.ar_result);

	/* GAI_NOWAIT with a thread */
	CHECK_EQ(sem_init(&notified, 0, 0), 0);
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_THREAD;
	sev.sigev_notify_function = on_done;
	sev.sigev_value.sival_int = 7;
	a.ar_service = "82";
	CHECK_EQ(getaddrinfo_a(GAI_NOWAIT, list, 5, &sev), 0);
	while (sem_wait(&notified))
		CHECK_EQ(errno, EINTR);
	CHECK_EQ(notified_value, 7);
	CHECK_EQ(gai_error(&a), 0);
	is_addr(a.ar_result, "127.0.0.1", 82);
	freeaddrinfo(a.ar_result);

	/* GAI_NOWAIT without notification: gai_suspend until it ends */
	a.ar_service = "83";
	list[1] = 0;
	CHECK_EQ(getaddrinfo_a(GAI_NOWAIT, list, 1, 0), 0);
	ended[0] = &a;
	while (gai_error(&a) == EAI_INPROGRESS)
		gai_suspend(ended, 1, 0);
	CHECK_EQ(gai_error(&a), 0);
	is_addr(a.ar_result, "127.0.0.1", 83);
	freeaddrinfo(a.ar_result);
	return 0;
}
