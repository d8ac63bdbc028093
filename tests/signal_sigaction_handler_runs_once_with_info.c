/* A SA_SIGINFO handler runs exactly once per signal with the sender's
   details (raise: SI_TKILL; kill: SI_USER and our pid; sigqueue: SI_QUEUE
   and the value); the old action is reported back; SA_RESETHAND restores
   the default after one delivery. */
#include <signal.h>
#include "check.h"

static volatile sig_atomic_t count, last_code, last_pid, last_val, last_sig;

static void on_usr(int sig, siginfo_t *si, void *ctx)
{
	(void)ctx;
	count++;
	last_sig = sig;
	last_code = si->si_code;
	last_pid = si->si_pid;
	last_val = si->si_code == SI_QUEUE ? si->si_value.sival_int : -1;
}

static void plain(int sig) { (void)sig; count++; }

int main(void)
{
	struct sigaction sa = { 0 }, old;

	sa.sa_sigaction = on_usr;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);

	CHECK_EQ(raise(SIGUSR1), 0);
	CHECK_EQ(count, 1);
	CHECK_EQ(last_sig, SIGUSR1);
	CHECK_EQ(last_code, SI_TKILL);
	CHECK_EQ(last_pid, getpid());

	CHECK_EQ(kill(getpid(), SIGUSR1), 0);
	CHECK_EQ(count, 2);
	CHECK_EQ(last_code, SI_USER);
	CHECK_EQ(last_pid, getpid());

	CHECK_EQ(sigqueue(getpid(), SIGUSR1, (union sigval){ .sival_int = 4242 }), 0);
	CHECK_EQ(count, 3);
	CHECK_EQ(last_code, SI_QUEUE);
	CHECK_EQ(last_val, 4242);

	/* the old action comes back as installed */
	CHECK_EQ(sigaction(SIGUSR1, 0, &old), 0);
	CHECK(old.sa_sigaction == on_usr);
	CHECK(old.sa_flags & SA_SIGINFO);

	/* SA_RESETHAND: one delivery, then the default (ignored for SIGCHLD) */
	struct sigaction once = { 0 };
	once.sa_handler = plain;
	once.sa_flags = SA_RESETHAND;
	count = 0;
	CHECK_EQ(sigaction(SIGCHLD, &once, 0), 0);
	raise(SIGCHLD);
	raise(SIGCHLD);
	CHECK_EQ(count, 1);
	CHECK_EQ(sigaction(SIGCHLD, 0, &old), 0);
	CHECK(old.sa_handler == SIG_DFL);

	/* signal() returns the previous handler */
	CHECK(signal(SIGUSR2, plain) == SIG_DFL);
	CHECK(signal(SIGUSR2, SIG_IGN) == plain);
	count = 0;
	raise(SIGUSR2);
	CHECK_EQ(count, 0);
	return 0;
}
