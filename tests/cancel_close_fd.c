/* What close does when cancellation is involved (the guarantee weft
   documents, issue 9): when the cancellation acts at close's entry (the
   request was pending before the call), close has not closed the
   descriptor, and it is still open after the thread is gone; when close
   completed and the request came after it, the descriptor is closed and
   the cancellation acts at the next point.  cancel_close_race checks the
   same with the request arriving at random moments. */
// test: cflags -pthread
#define _GNU_SOURCE
#include "cancel_test.h"

static int fd = -1, returned, closed_flag, runs, empty[2];
static pid_t tid;

static void *pending_then_close(void *arg)
{
	pthread_cleanup_push(t_count_run, &runs);
	if (arg) {
		/* Request held while disabled, then enabled again. */
		int old;
		CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old), 0);
		CHECK_EQ(pthread_cancel(pthread_self()), 0);
		CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old), 0);
	} else {
		CHECK_EQ(pthread_cancel(pthread_self()), 0);
	}
	close(fd);
	returned = 1;
	pthread_cleanup_pop(0);
	return NULL;
}

static void *close_then_block(void *arg)
{
	char c;

	(void)arg;
	pthread_cleanup_push(t_count_run, &runs);
	CHECK_EQ(close(fd), 0);
	closed_flag = 1;
	__atomic_store_n(&tid, t_tid(), __ATOMIC_RELEASE);
	read(empty[0], &c, 1);
	returned = 1;
	pthread_cleanup_pop(0);
	return NULL;
}

int main(void)
{
	CHECK_EQ(pipe(empty), 0);

	for (int held = 0; held < 2; held++) {
		pthread_t t;
		void *res = NULL;

		fd = open("/dev/null", O_RDONLY);
		CHECK(fd >= 0);
		returned = runs = 0;
		CHECK_EQ(pthread_create(&t, NULL, pending_then_close, (void *)(long)held), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		CHECK(res == PTHREAD_CANCELED);
		CHECK_EQ(returned, 0);
		CHECK_EQ(runs, 1);
		CHECK(fcntl(fd, F_GETFD) >= 0);
		CHECK_EQ(close(fd), 0);
	}

	{
		pthread_t t;
		void *res = NULL;

		fd = open("/dev/null", O_RDONLY);
		CHECK(fd >= 0);
		returned = runs = 0;
		CHECK_EQ(pthread_create(&t, NULL, close_then_block, NULL), 0);
		while (!__atomic_load_n(&tid, __ATOMIC_ACQUIRE))
			sched_yield();
		t_wait_blocked(tid, &returned, "read after close");
		CHECK_EQ(pthread_cancel(t), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		CHECK(res == PTHREAD_CANCELED);
		CHECK_EQ(closed_flag, 1);
		CHECK_EQ(runs, 1);
		CHECK_ERR(fcntl(fd, F_GETFD), EBADF);
	}
	return 0;
}
