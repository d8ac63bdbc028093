/* A blocked signal stays pending (sigpending) until unblocked, then its
   handler runs once; sigwait/sigwaitinfo take pending signals without a
   handler, and report a signal from raise or pthread_kill as SI_USER
   with our pid (as glibc; POSIX has raise send as kill does);
   sigtimedwait times out with EAGAIN; sigsuspend returns EINTR after a
   handler ran. */
#include <pthread.h>
#include <signal.h>
#include <sys/syscall.h>
#include <time.h>
#include "check.h"

static volatile sig_atomic_t hits;
static void h(int s) { (void)s; hits++; }

int main(void)
{
	sigset_t set, old, pend;
	siginfo_t si;
	int sig;
	struct sigaction sa = { 0 };

	sa.sa_handler = h;
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	CHECK_EQ(sigaction(SIGUSR2, &sa, 0), 0);

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, &old), 0);
	CHECK_EQ(sigismember(&old, SIGUSR1), 0);
	raise(SIGUSR1);
	raise(SIGUSR1);               /* standard signals do not queue */
	CHECK_EQ(hits, 0);
	CHECK_EQ(sigpending(&pend), 0);
	CHECK_EQ(sigismember(&pend, SIGUSR1), 1);
	CHECK_EQ(sigismember(&pend, SIGUSR2), 0);
	CHECK_EQ(sigprocmask(SIG_UNBLOCK, &set, 0), 0);
	CHECK_EQ(hits, 1);
	CHECK_EQ(sigpending(&pend), 0);
	CHECK_EQ(sigismember(&pend, SIGUSR1), 0);

	/* sigwait takes the pending signal; the handler does not run */
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, 0), 0);
	raise(SIGUSR1);
	CHECK_EQ(sigwait(&set, &sig), 0);
	CHECK_EQ(sig, SIGUSR1);
	CHECK_EQ(hits, 1);
	raise(SIGUSR1);
	CHECK_EQ(sigwaitinfo(&set, &si), SIGUSR1);
	CHECK_EQ(si.si_code, SI_USER);
	CHECK_EQ(si.si_pid, getpid());
	CHECK_EQ(pthread_kill(pthread_self(), SIGUSR1), 0);
	CHECK_EQ(sigtimedwait(&set, &si, 0), SIGUSR1);
	CHECK_EQ(si.si_code, SI_USER);
	CHECK_EQ(hits, 1);

	/* real-time signals queue, in order, with their values */
	sigaddset(&set, SIGRTMIN + 1);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, 0), 0);
	sigqueue(getpid(), SIGRTMIN + 1, (union sigval){ .sival_int = 1 });
	sigqueue(getpid(), SIGRTMIN + 1, (union sigval){ .sival_int = 2 });
	CHECK_EQ(sigwaitinfo(&set, &si), SIGRTMIN + 1);
	CHECK_EQ(si.si_value.sival_int, 1);
	CHECK_EQ(sigwaitinfo(&set, &si), SIGRTMIN + 1);
	CHECK_EQ(si.si_value.sival_int, 2);

	struct timespec ts = { 0, 20 * 1000 * 1000 };
	CHECK_ERR(sigtimedwait(&set, &si, &ts), EAGAIN);
	ts.tv_nsec = -1;
	CHECK_ERR(sigtimedwait(&set, &si, &ts), EINVAL);

	/* sigsuspend: a child sends SIGUSR2 while we wait with it unblocked */
	sigset_t blk, wait_mask;
	sigemptyset(&blk);
	sigaddset(&blk, SIGUSR2);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &blk, &wait_mask), 0);
	sigdelset(&wait_mask, SIGUSR2);
	pid_t p = fork();
	CHECK(p >= 0);
	if (p == 0) {
		kill(getppid(), SIGUSR2);
		_exit(0);
	}
	hits = 0;
	CHECK_ERR(sigsuspend(&wait_mask), EINTR);
	CHECK_EQ(hits, 1);
	int st;
	CHECK_EQ(waitpid(p, &st, 0), p);
	/* the mask in force before sigsuspend is back */
	CHECK_EQ(sigprocmask(SIG_BLOCK, 0, &old), 0);
	CHECK_EQ(sigismember(&old, SIGUSR2), 1);
	return 0;
}
