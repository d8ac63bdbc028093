/* Threads cancelled in the middle of printf, fprintf and fwrite (which
   write(2) inside while holding the FILE's lock) leave the FILE usable:
   afterwards the main thread can lock it and write to it, and what it
   writes last comes out last.  Three streams: stdout (on /dev/null), a
   FILE opened on /dev/null, and one on a pipe that a thread drains.  A
   stream left locked would hang the main thread: an alarm turns that
   into a failure. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include "cancel_test.h"

static FILE *streams[3];
static int pipefd[2];
static char tail[12];
static long drained;

static void hung(int sig)
{
	(void)sig;
	t_puts(2, "deadlock: a FILE stayed locked after its writer was cancelled\n");
	_exit(1);
}

static void *writer(void *arg)
{
	FILE *f = streams[(long)arg];
	static const char text[] = "fwrite: a line of some length to fill the buffer\n";

	for (unsigned i = 0;; i++) {
		switch (i % 3) {
		case 0:
			if (f == stdout)
				printf("printf %u %s\n", i, "text");
			else
				fprintf(f, "fprintf %u %s\n", i, "text");
			break;
		case 1:
			fwrite(text, 1, sizeof text - 1, f);
			break;
		case 2:
			fputs("fputs line\n", f);
			break;
		}
		/* stdio calls are only "may" cancellation points: where they
		   are not (musl), this one ends the thread; where they are,
		   most cancellations still act inside them. */
		if (i % 64 == 63)
			pthread_testcancel();
	}
	return NULL;
}

static void *drain(void *arg)
{
	char buf[4096];
	ssize_t n;

	(void)arg;
	while ((n = read(pipefd[0], buf, sizeof buf)) > 0) {
		/* Keep the last bytes seen. */
		for (ssize_t i = 0; i < n; i++) {
			memmove(tail, tail + 1, sizeof tail - 2);
			tail[sizeof tail - 2] = buf[i];
		}
		drained += n;
	}
	return NULL;
}

int main(void)
{
	int devnull = open("/dev/null", O_WRONLY);
	unsigned s = 99;
	pthread_t d;

	CHECK(devnull >= 0);
	CHECK_EQ(dup2(devnull, 1), 1);
	streams[0] = stdout;
	streams[1] = fopen("/dev/null", "w");
	CHECK(streams[1] != NULL);
	CHECK_EQ(pipe(pipefd), 0);
	streams[2] = fdopen(pipefd[1], "w");
	CHECK(streams[2] != NULL);
	/* Small buffers, so that most calls end in a write(2). */
	CHECK_EQ(setvbuf(streams[0], NULL, _IOLBF, 64), 0);
	CHECK_EQ(setvbuf(streams[1], NULL, _IOFBF, 128), 0);
	CHECK_EQ(setvbuf(streams[2], NULL, _IOLBF, 0), 0);
	CHECK_EQ(pthread_create(&d, NULL, drain, NULL), 0);

	signal(SIGALRM, hung);
	alarm(50);
	for (int i = 0; i < 1500; i++) {
		long which = i % 3;
		pthread_t t;
		void *res = NULL;

		CHECK_EQ(pthread_create(&t, NULL, writer, (void *)which), 0);
		s ^= s << 13;
		s ^= s >> 17;
		s ^= s << 5;
		for (volatile unsigned k = s % 40000; k; k--)
			;
		CHECK_EQ(pthread_cancel(t), 0);
		CHECK_EQ(pthread_join(t, &res), 0);
		CHECK(res == PTHREAD_CANCELED);
	}

	for (int i = 0; i < 3; i++) {
		FILE *f = streams[i];
		CHECK_EQ(ftrylockfile(f), 0);
		funlockfile(f);
		flockfile(f);
		funlockfile(f);
		CHECK_GT(fprintf(f, "after\n"), 0);
		CHECK_EQ(fputs("END\n", f) >= 0, 1);
		CHECK_EQ(fflush(f), 0);
		CHECK_EQ(ferror(f), 0);
	}
	CHECK_EQ(fclose(streams[2]), 0);
	CHECK_EQ(pthread_join(d, NULL), 0);
	alarm(0);
	CHECK_GT(drained, 0);
	CHECK_STR(tail + 1, "after\nEND\n");
	CHECK_EQ(fclose(streams[1]), 0);
	return 0;
}
