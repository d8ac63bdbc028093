/* getaddrinfo_a: GAI_WAIT returns with every request ended, each with
   getaddrinfo's own outcome in gai_error and ar_result; GAI_NOWAIT
   notifies by a queued signal (SI_ASYNCNL, the value given) or in a new
   thread once all have ended, or not at all (gai_suspend then waits for
   it); gai_suspend and gai_cancel say EAI_ALLDONE when nothing listed
   runs; a bad mode is EAI_SYSTEM with EINVAL.  Lookups that stay
   running (cancel, suspend's timeout, fork) need a private DNS server:
   netdb_getaddrinfo_a_cancel_takes_only_queued_requests and
   netdb_getaddrinfo_a_fork_child_starts_own_helpers. */
// test: ldflags -lanl
// test: timeout 60
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <semaphore.h>
#include <signal.h>
#include <string.h>
#include "check.h"

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
