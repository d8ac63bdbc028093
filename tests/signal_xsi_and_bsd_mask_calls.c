/* The old XSI calls (sighold, sigrelse, sigignore, sigset, sigpause) and
   the BSD int masks (sigblock, sigsetmask, siggetmask) change the real
   signal mask and dispositions: what they block is seen by sigprocmask and
   delivered once released. */
#define _GNU_SOURCE
#include <signal.h>
#include "check.h"

/* glibc marks them all deprecated */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

#define BIT(sig) ((int)(1u << ((sig) - 1)))

static volatile sig_atomic_t got;

static void on_sig(int sig)
{
	got = sig;
}

static int blocked(int sig)
{
	sigset_t m;

	CHECK_EQ(sigprocmask(SIG_BLOCK, 0, &m), 0);
	return sigismember(&m, sig);
}

int main(void)
{
	struct sigaction sa = { .sa_handler = on_sig }, old;

	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);

	/* sighold blocks, sigrelse delivers what was held */
	CHECK_EQ(sighold(SIGUSR1), 0);
	CHECK_EQ(blocked(SIGUSR1), 1);
	CHECK_EQ(raise(SIGUSR1), 0);
	CHECK_EQ(got, 0);
	CHECK_EQ(sigrelse(SIGUSR1), 0);
	CHECK_EQ(got, SIGUSR1);
	CHECK_EQ(blocked(SIGUSR1), 0);
	CHECK_ERR(sighold(0), EINVAL);
	CHECK_ERR(sigrelse(1000), EINVAL);

	/* sigset: SIG_HOLD blocks and keeps the handler; the next call says
	   SIG_HOLD; a handler releases */
	got = 0;
	CHECK(sigset(SIGUSR1, SIG_HOLD) == on_sig);
	CHECK_EQ(blocked(SIGUSR1), 1);
	CHECK(sigset(SIGUSR1, SIG_HOLD) == SIG_HOLD);
	CHECK_EQ(sigaction(SIGUSR1, 0, &old), 0);
	CHECK(old.sa_handler == on_sig);
	CHECK_EQ(raise(SIGUSR1), 0);
	CHECK_EQ(got, 0);
	CHECK(sigset(SIGUSR1, on_sig) == SIG_HOLD);
	CHECK_EQ(got, SIGUSR1);
	CHECK_EQ(blocked(SIGUSR1), 0);
	CHECK(sigset(SIGUSR1, SIG_DFL) == on_sig);
	CHECK(sigset(SIGUSR1, on_sig) == SIG_DFL);
	errno = 0;
	CHECK(sigset(SIGKILL, on_sig) == SIG_ERR);
	CHECK_EQ(errno, EINVAL);

	/* sigignore: a raised signal is discarded */
	CHECK_EQ(sigignore(SIGUSR2), 0);
	CHECK_EQ(sigaction(SIGUSR2, 0, &old), 0);
	CHECK(old.sa_handler == SIG_IGN);
	CHECK_EQ(raise(SIGUSR2), 0);
	CHECK_ERR(sigignore(SIGKILL), EINVAL);

	/* sigpause unblocks the held signal, which is pending: the handler
	   runs, sigpause fails with EINTR and the mask comes back */
	got = 0;
	CHECK_EQ(sighold(SIGUSR1), 0);
	CHECK_EQ(raise(SIGUSR1), 0);
	CHECK_EQ(got, 0);
	CHECK_ERR(sigpause(SIGUSR1), EINTR);
	CHECK_EQ(got, SIGUSR1);
	CHECK_EQ(blocked(SIGUSR1), 1);
	CHECK_EQ(sigrelse(SIGUSR1), 0);

	/* BSD int masks, bit sig-1 */
	CHECK_EQ(sigsetmask(0), 0);
	CHECK_EQ(siggetmask(), 0);
	CHECK_EQ(sigblock(BIT(SIGUSR1) | BIT(SIGUSR2)), 0);
	CHECK_EQ(blocked(SIGUSR1), 1);
	CHECK_EQ(blocked(SIGUSR2), 1);
	CHECK_EQ(blocked(SIGINT), 0);
	CHECK_EQ(siggetmask(), BIT(SIGUSR1) | BIT(SIGUSR2));
	CHECK_EQ(sigblock(BIT(SIGINT)), BIT(SIGUSR1) | BIT(SIGUSR2));
	CHECK_EQ(sigsetmask(BIT(SIGINT)), BIT(SIGUSR1) | BIT(SIGUSR2) | BIT(SIGINT));
	CHECK_EQ(blocked(SIGUSR1), 0);
	CHECK_EQ(blocked(SIGINT), 1);
	got = 0;
	CHECK_EQ(sigblock(BIT(SIGUSR1)), BIT(SIGINT));
	CHECK_EQ(raise(SIGUSR1), 0);
	CHECK_EQ(got, 0);
	CHECK_EQ(sigsetmask(0), BIT(SIGUSR1) | BIT(SIGINT));
	CHECK_EQ(got, SIGUSR1);

	/* sigsetmask sets the whole mask: a real-time signal is unblocked */
	sigset_t rt;
	sigemptyset(&rt);
	sigaddset(&rt, SIGRTMIN);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &rt, 0), 0);
	CHECK_EQ(blocked(SIGRTMIN), 1);
	CHECK_EQ(sigsetmask(0), 0);
	CHECK_EQ(blocked(SIGRTMIN), 0);
	return 0;
}
