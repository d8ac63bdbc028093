/* fwscanf and wscanf read UTF-8 streams under C.UTF-8: conversions across
   non-ASCII text, the character that ends a field (even a multibyte one)
   is left for the next read, ungetwc'd characters are read first, the
   stream becomes wide-oriented and a byte-oriented one gives EOF, end of
   file and an invalid sequence (EILSEQ) are input failures. */
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include "check.h"

/* A stream reading the given bytes, not yet used through stdio. */
static FILE *stream_of(const char *bytes)
{
	FILE *f = tmpfile();
	size_t n = strlen(bytes);

	CHECK(f != 0);
	CHECK_EQ(write(fileno(f), bytes, n), (long long)n);
	CHECK_EQ(lseek(fileno(f), 0, SEEK_SET), 0);
	return f;
}

int main(void)
{
	wchar_t w1[32], w2[32];
	char cb[32];
	double d = 0;
	int i = 0, j = 0, n = 0;
	FILE *f;

	if (!setlocale(LC_ALL, "C.UTF-8"))
		t_skip("no C.UTF-8 locale");

	/* Several conversions over non-ASCII text. */
	f = stream_of("  π=3.25 名前:Ünïcode 42€rest\n");
	CHECK_EQ(fwscanf(f, L" π=%lf %l[^:]:%ls%n", &d, w1, w2, &n), 3);
	CHECK(d == 3.25);
	CHECK(!wcscmp(w1, L"名前"));
	CHECK(!wcscmp(w2, L"Ünïcode"));
	CHECK_EQ(n, 19);
	CHECK_GT(fwide(f, 0), 0);
	/* The € that ended the number is read next, as one character. */
	CHECK_EQ(fwscanf(f, L"%d", &i), 1);
	CHECK_EQ(i, 42);
	CHECK_EQ(fgetwc(f), L'€');
	CHECK_EQ(fwscanf(f, L"%s", cb), 1);
	CHECK_STR(cb, "rest");
	CHECK_EQ(fgetwc(f), L'\n');
	CHECK_EQ(fwscanf(f, L"%d", &i), EOF);
	CHECK(feof(f));
	CHECK_EQ(fclose(f), 0);

	/* ungetwc'd characters come first, then the stream's own. */
	f = stream_of("12 ö");
	CHECK_EQ(fwide(f, 1), 1);
	CHECK_EQ(ungetwc(L'9', f), L'9');
	CHECK_EQ(fwscanf(f, L"%d %lc", &i, w1), 2);
	CHECK_EQ(i, 912);
	CHECK_EQ(w1[0], L'ö');
	/* At end of file: EOF, and ungetwc clears it for one more read. */
	CHECK_EQ(fwscanf(f, L"%lc", w1), EOF);
	CHECK_EQ(ungetwc(L'ж', f), L'ж');
	CHECK_EQ(fwscanf(f, L"%c%n", cb, &n), 1);
	CHECK(!memcmp(cb, "ж", 2));
	CHECK_EQ(n, 1);
	CHECK_EQ(fclose(f), 0);

	/* Matching failure: the character stays in the stream. */
	f = stream_of("x1");
	CHECK_EQ(fwscanf(f, L"%d", &i), 0);
	CHECK_EQ(fgetwc(f), L'x');
	CHECK_EQ(fwscanf(f, L"%d%d", &i, &j), 1);
	CHECK_EQ(i, 1);
	CHECK_EQ(fclose(f), 0);

	/* A byte-oriented stream is not read. */
	f = stream_of("5 6");
	CHECK_EQ(fgetc(f), '5');
	CHECK_EQ(fwscanf(f, L"%d", &i), EOF);
	CHECK_EQ(fclose(f), 0);

	/* An invalid sequence before any conversion: EOF with EILSEQ. */
	f = stream_of("\xff" "1");
	errno = 0;
	CHECK_EQ(fwscanf(f, L"%d", &i), EOF);
	CHECK_EQ(errno, EILSEQ);
	CHECK_EQ(fclose(f), 0);
	f = stream_of("7 \xc3(");
	errno = 0;
	CHECK_EQ(fwscanf(f, L"%d %ls", &i, w1), 1);
	CHECK_EQ(i, 7);
	CHECK_EQ(errno, EILSEQ);
	CHECK_EQ(fclose(f), 0);

	/* wscanf reads stdin. */
	f = stream_of("ünï 8");
	CHECK_EQ(dup2(fileno(f), 0), 0);
	CHECK_EQ(fclose(f), 0);
	CHECK_EQ(wscanf(L"%ls %d", w1, &i), 2);
	CHECK(!wcscmp(w1, L"ünï"));
	CHECK_EQ(i, 8);
	return 0;
}
