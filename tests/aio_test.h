/* Test helpers for the aio tests: a scratch file, waiting for a request;
   counting threads and descriptors and sleeping from notify_test.h. */
#ifndef WEFT_TEST_AIO_TEST_H
#define WEFT_TEST_AIO_TEST_H

#include <aio.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "notify_test.h"

/* A scratch file in the test's directory, opened read-write, with
   size bytes of 'a' + i % 26. */
__attribute__((unused)) static int t_aio_file(const char *name, size_t size)
{
	char chunk[512];
	int fd = open(name, O_RDWR | O_CREAT | O_TRUNC, 0600);

	CHECK(fd >= 0);
	for (size_t done = 0; done < size;) {
		size_t n = size - done < sizeof chunk ? size - done : sizeof chunk;
		for (size_t i = 0; i < n; i++)
			chunk[i] = 'a' + (done + i) % 26;
		CHECK_EQ(write(fd, chunk, n), (long long)n);
		done += n;
	}
	return fd;
}

/* Waits (no timeout: the run's own timeout catches a hang) until cb has
   ended, and returns its error status. */
__attribute__((unused)) static int t_aio_wait(struct aiocb *cb)
{
	const struct aiocb *list[1] = { cb };

	while (aio_error(cb) == EINPROGRESS) {
		int r = aio_suspend(list, 1, 0);
		CHECK(r == 0 || errno == EINTR);
	}
	return aio_error(cb);
}

#endif
