/* aio_suspend on a read blocked on an empty pipe: EAGAIN once its
   relative timeout has passed (not before), EAGAIN at once for a zero
   timeout, EINTR when a signal handler interrupts it; null entries are
   skipped; once data is written it returns 0 and the read has the
   bytes.  A request that is already done returns at once. */
#include <aio.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include "aio_test.h"

static volatile int handled;
static void on_usr1(int sig)
{
	(void)sig;
	handled = 1;
}

static void *interrupter(void *arg)
{
	t_sleep_ms(100);
	pthread_kill(*(pthread_t *)arg, SIGUSR1);
	return 0;
}

int main(void)
{
	char rd[16];
	struct aiocb cb;
	const struct aiocb *list[3];
	struct timespec tmo = { 0, 150 * 1000000 }, zero = { 0, 0 };
	int p[2];

	CHECK_EQ(pipe(p), 0);
	memset(&cb, 0, sizeof cb);
	cb.aio_fildes = p[0];
	cb.aio_buf = rd;
	cb.aio_nbytes = sizeof rd;
	CHECK_EQ(aio_read(&cb), 0);
	list[0] = 0;
	list[1] = &cb;
	list[2] = 0;

	long long t0 = t_now_ms();
	CHECK_ERR(aio_suspend(list, 3, &tmo), EAGAIN);
	CHECK_GE(t_now_ms() - t0, 150);
	CHECK_ERR(aio_suspend(list, 3, &zero), EAGAIN);
	CHECK_EQ(aio_error(&cb), EINPROGRESS);

	/* a handler without SA_RESTART interrupts the wait */
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_usr1;
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	pthread_t self = pthread_self(), th;
	CHECK_EQ(pthread_create(&th, 0, interrupter, &self), 0);
	CHECK_ERR(aio_suspend(list, 3, 0), EINTR);
	CHECK_EQ(handled, 1);
	CHECK_EQ(pthread_join(th, 0), 0);
	CHECK_EQ(aio_error(&cb), EINPROGRESS);

	CHECK_EQ(write(p[1], "data", 4), 4);
	CHECK_EQ(aio_suspend(list, 3, 0), 0);
	CHECK_EQ(aio_error(&cb), 0);
	CHECK_EQ(aio_return(&cb), 4);
	CHECK(memcmp(rd, "data", 4) == 0);
	/* done already: no wait, whatever the timeout */
	CHECK_EQ(aio_suspend(list, 3, &zero), 0);
	close(p[0]);
	close(p[1]);
	return 0;
}
