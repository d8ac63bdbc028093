/* Threads writing whole lines to a FILE never interleave within a call:
   every line read back is one of the lines written, complete, and appears
   exactly once.  Byte writers (fputs, fprintf and fwrite) share one file
   and wide writers (fputws, fwprintf, and fputwc one character at a time
   inside flockfile) another, all running at the same time.  Under
   C.UTF-8 the wide lines hold two-byte characters, so a cut would also
   break a character. */
// test: cflags -pthread
// test: timeout 120
#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "check.h"

#define THREADS 4          /* of each kind */
#define LINES 3000         /* per byte writer */
#define WLINES 2000        /* per wide writer */
#define FILL 64

static FILE *out, *wout;
static wchar_t fill[FILL + 1];

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

static void *wide_writer(void *arg)
{
	int id = (int)(long)arg;
	wchar_t line[128];

	for (int i = 0; i < WLINES; i++) {
		int n = swprintf(line, 128, L"thread %d line %05d %ls\n", id, i, fill);
		CHECK_GT(n, FILL);
		switch (i % 3) {
		case 0:
			CHECK_GE(fputws(line, wout), 0);
			break;
		case 1:
			CHECK_EQ(fwprintf(wout, L"thread %d line %05d %ls\n", id, i, fill), n);
			break;
		case 2:
			flockfile(wout);
			for (int k = 0; k < n; k++)
				CHECK_EQ(fputwc(line[k], wout), (wint_t)line[k]);
			funlockfile(wout);
			break;
		}
	}
	return 0;
}

static FILE *open_small(const char *name)
{
	FILE *f = fopen(name, "w");
	CHECK(f != 0);
	setvbuf(f, 0, _IOFBF, 1000);   /* small buffer: many flushes */
	return f;
}

static void check_bytes(void)
{
	static int seen[THREADS][LINES];
	char buf[256];
	int total = 0;
	FILE *in = fopen("lines.txt", "r");

	CHECK(in != 0);
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
}

static void check_wide(void)
{
	static int seen[THREADS][WLINES];
	wchar_t buf[256], *end;
	int total = 0;
	FILE *in = fopen("wlines.txt", "r");

	CHECK(in != 0);
	while (fgetws(buf, 256, in)) {
		long id, n;
		CHECK(!wcsncmp(buf, L"thread ", 7));
		id = wcstol(buf + 7, &end, 10);
		CHECK(!wcsncmp(end, L" line ", 6));
		n = wcstol(end + 6, &end, 10);
		CHECK(id >= 0 && id < THREADS && n >= 0 && n < WLINES);
		CHECK_EQ(*end, L' ');
		CHECK(!wcsncmp(end + 1, fill, FILL));
		CHECK(!wcscmp(end + 1 + FILL, L"\n"));
		seen[id][n]++;
		total++;
	}
	CHECK(feof(in) && !ferror(in));
	fclose(in);
	CHECK_EQ(total, THREADS * WLINES);
	for (int i = 0; i < THREADS; i++)
		for (int j = 0; j < WLINES; j++)
			CHECK_EQ(seen[i][j], 1);
}

int main(void)
{
	pthread_t t[2 * THREADS];

	wmemset(fill, setlocale(LC_ALL, "C.UTF-8") ? 0xe9 : L'.', FILL);
	out = open_small("lines.txt");
	wout = open_small("wlines.txt");
	for (long i = 0; i < THREADS; i++) {
		CHECK_EQ(pthread_create(&t[i], 0, writer, (void *)i), 0);
		CHECK_EQ(pthread_create(&t[THREADS + i], 0, wide_writer, (void *)i), 0);
	}
	for (int i = 0; i < 2 * THREADS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(fclose(out), 0);
	CHECK_EQ(fclose(wout), 0);

	check_bytes();
	check_wide();
	return 0;
}
