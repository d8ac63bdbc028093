/* Several threads writing whole lines of wide characters to one FILE
   (fputws, fwprintf, and fputwc one character at a time inside
   flockfile) never interleave within a call: every line read back with
   fgetws is complete and appears exactly once.  Under C.UTF-8 the lines
   hold two-byte characters, so a cut would also break a character. */
// test: cflags -pthread
// test: timeout 120
#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include "check.h"

#define THREADS 4
#define LINES 2000
#define FILL 64

static FILE *out;
static wchar_t fill[FILL + 1];

static void *writer(void *arg)
{
	int id = (int)(long)arg;
	wchar_t line[128];

	for (int i = 0; i < LINES; i++) {
		int n = swprintf(line, 128, L"thread %d line %05d %ls\n", id, i, fill);
		CHECK_GT(n, FILL);
		switch (i % 3) {
		case 0:
			CHECK_GE(fputws(line, out), 0);
			break;
		case 1:
			CHECK_EQ(fwprintf(out, L"thread %d line %05d %ls\n", id, i, fill), n);
			break;
		case 2:
			flockfile(out);
			for (int k = 0; k < n; k++)
				CHECK_EQ(fputwc(line[k], out), (wint_t)line[k]);
			funlockfile(out);
			break;
		}
	}
	return 0;
}

int main(void)
{
	pthread_t t[THREADS];
	static int seen[THREADS][LINES];
	wchar_t buf[256], *end;
	int total = 0;
	FILE *in;

	wmemset(fill, setlocale(LC_ALL, "C.UTF-8") ? 0xe9 : L'.', FILL);
	out = fopen("lines.txt", "w");
	CHECK(out != 0);
	setvbuf(out, 0, _IOFBF, 1000);   /* small buffer: many flushes */
	for (long i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, writer, (void *)i), 0);
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	CHECK_EQ(fclose(out), 0);

	in = fopen("lines.txt", "r");
	CHECK(in != 0);
	while (fgetws(buf, 256, in)) {
		long id, n;
		CHECK(!wcsncmp(buf, L"thread ", 7));
		id = wcstol(buf + 7, &end, 10);
		CHECK(!wcsncmp(end, L" line ", 6));
		n = wcstol(end + 6, &end, 10);
		CHECK(id >= 0 && id < THREADS && n >= 0 && n < LINES);
		CHECK_EQ(*end, L' ');
		CHECK(!wcsncmp(end + 1, fill, FILL));
		CHECK(!wcscmp(end + 1 + FILL, L"\n"));
		seen[id][n]++;
		total++;
	}
	CHECK(feof(in) && !ferror(in));
	fclose(in);
	CHECK_EQ(total, THREADS * LINES);
	for (int i = 0; i < THREADS; i++)
		for (int j = 0; j < LINES; j++)
			CHECK_EQ(seen[i][j], 1);
	return 0;
}
