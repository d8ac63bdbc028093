/* Completion notifications: SIGEV_SIGNAL queues the signal to the
   process with si_code SI_ASYNCIO and the request's sigev_value (one
   signal per request, values kept apart); SIGEV_THREAD runs the function
   exactly once, with the value, in a thread that is not the caller's,
   after the request's status is final; SIGEV_NONE does nothing. */
#include <aio.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include "aio_test.h"

static pthread_t main_thread;
static volatile int calls, bad;
static struct aiocb tcb;

static void on_done(union sigval v)
{
	if (v.sival_ptr != &tcb)
		bad = 1;
	if (pthread_equal(pthread_self(), main_thread))
		bad = 2;
	/* the status is final before the function runs */
	if (aio_error(&tcb) != 0 || aio_return(&tcb) != 7)
		bad = 3;
	__atomic_fetch_add(&calls, 1, __ATOMIC_SEQ_CST);
}

int main(void)
{
	char rd[16];
	struct aiocb cb[2];
	sigset_t set;
	siginfo_t si;
	struct timespec ten = { 10, 0 };
	int fd = t_aio_file("data", 100);
	int sig = SIGRTMIN + 1;

	main_thread = pthread_self();
	sigemptyset(&set);
	sigaddset(&set, sig);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, 0), 0);

	for (int i = 0; i < 2; i++) {
		memset(&cb[i], 0, sizeof cb[i]);
		cb[i].aio_fildes = fd;
		cb[i].aio_buf = rd;
		cb[i].aio_nbytes = 4;
		cb[i].aio_offset = 10;
		cb[i].aio_sigevent.sigev_notify = SIGEV_SIGNAL;
		cb[i].aio_sigevent.sigev_signo = sig;
		cb[i].aio_sigevent.sigev_value.sival_int = 4242 + i;
	}
	CHECK_EQ(aio_read(&cb[0]), 0);
	CHECK_EQ(t_aio_wait(&cb[0]), 0);
	CHECK_EQ(aio_read(&cb[1]), 0);
	CHECK_EQ(t_aio_wait(&cb[1]), 0);
	for (int i = 0; i < 2; i++) {
		memset(&si, 0, sizeof si);
		CHECK_EQ(sigtimedwait(&set, &si, &ten), sig);
		CHECK_EQ(si.si_code, SI_ASYNCIO);
		CHECK_EQ(si.si_value.sival_int, 4242 + i);
		CHECK_EQ(si.si_pid, getpid());
		CHECK_EQ(aio_return(&cb[i]), 4);
	}
	/* exactly two were sent */
	struct timespec zero = { 0, 0 };
	CHECK_ERR(sigtimedwait(&set, &si, &zero), EAGAIN);

	/* SIGEV_NONE: nothing queued */
	cb[0].aio_sigevent.sigev_notify = SIGEV_NONE;
	CHECK_EQ(aio_read(&cb[0]), 0);
	CHECK_EQ(t_aio_wait(&cb[0]), 0);
	CHECK_ERR(sigtimedwait(&set, &si, &zero), EAGAIN);

	/* SIGEV_THREAD */
	memset(&tcb, 0, sizeof tcb);
	tcb.aio_fildes = fd;
	tcb.aio_buf = rd;
	tcb.aio_nbytes = 7;
	tcb.aio_sigevent.sigev_notify = SIGEV_THREAD;
	tcb.aio_sigevent.sigev_notify_function = on_done;
	tcb.aio_sigevent.sigev_value.sival_ptr = &tcb;
	CHECK_EQ(aio_write(&tcb), 0);
	for (int i = 0; i < 1000 && !__atomic_load_n(&calls, __ATOMIC_SEQ_CST); i++)
		t_sleep_ms(10);
	CHECK_EQ(calls, 1);
	t_sleep_ms(100);
	CHECK_EQ(calls, 1);
	CHECK_EQ(bad, 0);
	close(fd);
	return 0;
}
