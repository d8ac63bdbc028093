/* Buffered stdio per call: putc, fputs and getc on a fully buffered
   stream, first in a program with one thread (no locking needed), then
   after a thread has been created, when every call takes the FILE lock. */
#include <pthread.h>
#include <stdio.h>
#include "bench.h"

static void *idle(void *arg)
{
	return arg;
}

static void rows(const char *put, const char *puts_, const char *get, FILE *out, FILE *in)
{
	const long long t = 60 * 1000 * 1000;

	BENCH(put, t, { putc('w', out); b_clobber(); });
	BENCH(puts_, t, { fputs("weft threads\n", out); b_clobber(); });
	BENCH(get, t, { int c = getc(in); b_keep(c); b_clobber(); });
}

int main(void)
{
	static char obuf[1 << 16], ibuf[1 << 16];
	FILE *out = fopen("/dev/null", "w"), *in = fopen("/dev/zero", "r");
	pthread_t th;

	if (!out || !in)
		return 1;
	setvbuf(out, obuf, _IOFBF, sizeof obuf);
	setvbuf(in, ibuf, _IOFBF, sizeof ibuf);
	rows("stdio_putc", "stdio_fputs", "stdio_getc", out, in);
	if (pthread_create(&th, 0, idle, 0) || pthread_join(th, 0))
		return 1;
	rows("stdio_putc_threaded", "stdio_fputs_threaded", "stdio_getc_threaded", out, in);
	return 0;
}
