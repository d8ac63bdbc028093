// test: timeout 60
/* 1000 reads in a row are served by reused helper threads (the process
   never has more than a few), and requests on many descriptors at once
   each get a helper; a few seconds after the last request the helpers
   have all ended, and no descriptor is left open. */
#include <aio.h>
#include <string.h>
#include "aio_test.h"

/* Waits (bounded generously) until only the threads we started with
   are left. */
static int settle(int want)
{
	int n = t_threads();
	for (int i = 0; i < 1500 && n > want; i++) {
		t_sleep_ms(10);
		n = t_threads();
	}
	return n;
}

int main(void)
{
	enum { PIPES = 8 };
	char rd[16];
	struct aiocb cb;
	int fd = t_aio_file("data", 4096);
	int threads0 = t_threads(), fds0 = t_fds(), most = 0;
	long rounds = t_rounds(1000);

	for (long i = 0; i < rounds; i++) {
		memset(&cb, 0, sizeof cb);
		cb.aio_fildes = fd;
		cb.aio_buf = rd;
		cb.aio_nbytes = 3;
		cb.aio_offset = i % 4000;
		CHECK_EQ(aio_read(&cb), 0);
		CHECK_EQ(t_aio_wait(&cb), 0);
		CHECK_EQ(aio_return(&cb), 3);
		CHECK_EQ(rd[0], 'a' + i % 4000 % 26);
		if (i % 100 == 0) {
			int n = t_threads();
			most = n > most ? n : most;
		}
	}
	CHECK_LE(most, threads0 + 4);

	/* reads blocked on PIPES pipes at once: all complete once written */
	int p[PIPES][2];
	struct aiocb pc[PIPES];
	char pb[PIPES][4];
	for (int i = 0; i < PIPES; i++) {
		CHECK_EQ(pipe(p[i]), 0);
		memset(&pc[i], 0, sizeof pc[i]);
		pc[i].aio_fildes = p[i][0];
		pc[i].aio_buf = pb[i];
		pc[i].aio_nbytes = 1;
		CHECK_EQ(aio_read(&pc[i]), 0);
	}
	for (int i = PIPES; i-- > 0;)
		CHECK_EQ(write(p[i][1], "0123456789" + i, 1), 1);
	for (int i = 0; i < PIPES; i++) {
		CHECK_EQ(t_aio_wait(&pc[i]), 0);
		CHECK_EQ(aio_return(&pc[i]), 1);
		CHECK_EQ(pb[i][0], '0' + i);
		close(p[i][0]);
		close(p[i][1]);
	}

	CHECK_EQ(settle(threads0), threads0);
	CHECK_EQ(t_fds(), fds0);
	close(fd);
	return 0;
}
