/* A request that notifies by signal: when aio_suspend, asleep waiting
   for it, returns, the signal's handler has already run, and the handler
   found the request's status stored (aio_error 0, not EINPROGRESS). */
#define _GNU_SOURCE
#include <aio.h>
#include <signal.h>
#include "cancel_test.h"

static struct aiocb cb;
static volatile int handled, status_in_handler = -1;
static int p[2];
static pid_t main_tid;

static void on_done(int sig, siginfo_t *si, void *ctx)
{
	(void)sig;
	(void)si;
	(void)ctx;
	status_in_handler = aio_error(&cb);
	handled++;
}

static void *writer(void *arg)
{
	(void)arg;
	/* Wait until the main thread sleeps in aio_suspend. */
	t_wait_blocked(main_tid, 0, "aio_suspend");
	t_sleep_ms(20);
	CHECK_EQ(write(p[1], "z", 1), 1);
	return 0;
}

int main(void)
{
	struct sigaction sa;
	const struct aiocb *list[1] = { &cb };
	char c;
	pthread_t th;

	if (access("/proc/self/task", F_OK))
		t_skip("no /proc");
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_done;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigemptyset(&sa.sa_mask);
	CHECK_EQ(sigaction(SIGRTMIN + 1, &sa, 0), 0);
	CHECK_EQ(pipe(p), 0);
	memset(&cb, 0, sizeof cb);
	cb.aio_fildes = p[0];
	cb.aio_buf = &c;
	cb.aio_nbytes = 1;
	cb.aio_sigevent.sigev_notify = SIGEV_SIGNAL;
	cb.aio_sigevent.sigev_signo = SIGRTMIN + 1;
	main_tid = t_tid();
	CHECK_EQ(aio_read(&cb), 0);
	CHECK_EQ(pthread_create(&th, 0, writer, 0), 0);
	CHECK_EQ(aio_suspend(list, 1, 0), 0);
	CHECK_EQ(handled, 1);
	CHECK_EQ(status_in_handler, 0);
	CHECK_EQ(aio_error(&cb), 0);
	CHECK_EQ(aio_return(&cb), 1);
	CHECK_EQ(c, 'z');
	CHECK_EQ(pthread_join(th, 0), 0);
	return 0;
}
