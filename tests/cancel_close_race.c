/* close and a cancellation request at a random moment, 10,000 times: the
   descriptor is closed exactly when close returned.  A request that
   arrives before the system call acts and leaves the descriptor open; one
   that arrives after it has completed leaves the close done and acts at
   the next cancellation point.  The thread notes that close returned
   with no cancellation point in between, so a close that released the
   descriptor and was then cancelled shows as "closed but never
   returned": the caller could not know to stop using the number. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include "cancel_test.h"

static int fd = -1, returned, started, empty[2];

static void *closer(void *arg)
{
	char c;

	__atomic_store_n(&started, 1, __ATOMIC_RELEASE);
	for (volatile long k = (long)arg; k; k--)
		;
	if (close(fd) == 0)
		returned = 1;
	read(empty[0], &c, 1);
	return NULL;
}

static unsigned rnd(unsigned *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

int main(void)
{
	unsigned s = 777;
	long open_left = 0, closed = 0;

	t_skip_if_racy_glibc();
	CHECK_EQ(pipe(empty), 0);
	/* emulated (qemu-user), a thread costs far more: a tenth of the rounds */
	int rounds = t_under_qemu() ? 1000 : 10000;
	for (int i = 0; i < rounds; i++) {
		pthread_t t;
		void *res = NULL;

		fd = open("/dev/null", O_RDONLY);
		CHECK(fd >= 0);
		returned = started = 0;
		CHECK_EQ(pthread_create(&t, NULL, closer, (void *)(long)(rnd(&s) % 3000)), 0);
		while (!__atomic_load_n(&started, __ATOMIC_ACQUIRE))
			sched_yield();
		for (volatile unsigned k = rnd(&s) % 1000; k; k--)
			;
		CHECK_EQ(pthread_cancel(t), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		CHECK(res == PTHREAD_CANCELED);
		if (returned) {
			CHECK_ERR(fcntl(fd, F_GETFD), EBADF);
			closed++;
		} else {
			CHECK(fcntl(fd, F_GETFD) >= 0);
			CHECK_EQ(close(fd), 0);
			open_left++;
		}
	}
	t_puts(1, "closed ");
	t_putnum(1, closed);
	t_puts(1, ", left open ");
	t_putnum(1, open_left);
	t_puts(1, "\n");
	return 0;
}
