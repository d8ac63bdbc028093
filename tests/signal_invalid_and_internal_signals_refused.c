/* Bad signal numbers get EINVAL everywhere; the implementation's internal
   signals (32 and 33, below SIGRTMIN) cannot be caught, added to a set or
   blocked; SIGRTMIN..SIGRTMAX are usable. */
#include <signal.h>
#include <sys/syscall.h>
#include "check.h"

static void h(int s) { (void)s; }

int main(void)
{
	struct sigaction sa = { 0 };
	sigset_t set;
	unsigned long kmask = 0;

	sa.sa_handler = h;
	CHECK_ERR(sigaction(0, &sa, 0), EINVAL);
	CHECK_ERR(sigaction(65, &sa, 0), EINVAL);
	CHECK_ERR(sigaction(-3, &sa, 0), EINVAL);
	CHECK_ERR(sigaction(SIGKILL, &sa, 0), EINVAL);
	CHECK_ERR(sigaction(SIGSTOP, &sa, 0), EINVAL);
	CHECK_ERR(sigaction(32, &sa, 0), EINVAL);
	CHECK_ERR(sigaction(33, &sa, 0), EINVAL);
	CHECK_ERR(sigaddset(&set, 0), EINVAL);
	CHECK_ERR(sigaddset(&set, 65), EINVAL);
	CHECK_ERR(sigdelset(&set, 1000), EINVAL);
	CHECK_ERR(sigismember(&set, 0), EINVAL);
	CHECK_ERR(kill(getpid(), 999), EINVAL);
	CHECK_ERR(sigprocmask(12345, &set, 0), EINVAL);

	CHECK(SIGRTMIN >= 34);
	CHECK_EQ(SIGRTMAX, 64);
	CHECK_EQ(sigaction(SIGRTMIN, &sa, 0), 0);
	CHECK_EQ(sigaction(SIGRTMAX, &sa, 0), 0);

	/* a full set, blocked, leaves the internal signals unblocked */
	CHECK_EQ(sigfillset(&set), 0);
	CHECK_EQ(sigismember(&set, SIGUSR1), 1);
	CHECK_EQ(sigismember(&set, SIGRTMAX), 1);
	CHECK_EQ(sigismember(&set, 32), 0);
	CHECK_EQ(sigismember(&set, 33), 0);
	CHECK_EQ(sigprocmask(SIG_SETMASK, &set, 0), 0);
	CHECK_EQ(syscall(SYS_rt_sigprocmask, SIG_BLOCK, 0, &kmask, 8), 0);
	CHECK(kmask & (1UL << (SIGUSR1 - 1)));
	CHECK(!(kmask & (1UL << 31)));
	CHECK(!(kmask & (1UL << 32)));
	/* SIGKILL and SIGSTOP cannot be blocked either (the kernel) */
	CHECK(!(kmask & (1UL << (SIGKILL - 1))));
	return 0;
}
