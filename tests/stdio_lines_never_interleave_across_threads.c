/* Several threads printing whole lines to one FILE (fputs, fprintf and
   fwrite, line by line) never interleave within a call: every line read
   back is one of the lines written, complete, and each appears exactly as
   often as it was written. */
// test: cflags -pthread
// test: timeout 120
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

#define THREADS 4
#define LINES 3000

static FILE *out;

static void *writer(void *arg)
{
	int id = (int)(long)arg;
	char line[128];

	for (int i = 0; i < LINES; i++) {
		/* long enough that a write could be split mid-line */
		int n = snprintf(line, sizeof line, "thread %d line %05d %s\n", id, i,
				 "................................................................");
		switch (i % 3) {
		case 0: fputs(line, out); break;
		case 1: fprintf(out, "%s", line); break;
		case 2: fwrite(line, 1, n, out); break;
		}
	}
	return 0;
}

int main(void)
{
	pthread_t t[THREADS];
	static int seen[THREADS][LINES];
	char buf[256];

	out = fopen("lines.txt", "w");
	CHECK(out != 0);
	setvbuf(out, 0, _IOFBF, 1000);   /* small buffer: many flushes */
	for (long i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, writer, (void *)i), 0);
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(fclose(out), 0);

	FILE *in = fopen("lines.txt", "r");
	CHECK(in != 0);
	int total = 0;
	while (fgets(buf, sizeof buf, in)) {
		int id, n;
		char dots[100];
		CHECK_EQ(sscanf(buf, "thread %d line %d %99s", &id, &n, dots), 3);
		CHECK(id >= 0 && id < THREADS && n >= 0 && n < LINES);
		CHECK_EQ(strlen(dots), 64);
		CHECK(buf[strlen(buf) - 1] == '\n');
		seen[id][n]++;
		total++;
	}
	fclose(in);
	CHECK_EQ(total, THREADS * LINES);
	for (int i = 0; i < THREADS; i++)
		for (int j = 0; j < LINES; j++)
			CHECK_EQ(seen[i][j], 1);
	return 0;
}
