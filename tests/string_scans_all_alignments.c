/* strlen, strnlen, strchr, strrchr, strchrnul, memchr, memrchr, rawmemchr,
   memcmp, strcmp and strncmp agree with byte-by-byte references for every
   start alignment 0..15, every length 0..300 and every match position. */
// test: timeout 120
#define _GNU_SOURCE
#include <string.h>
#include "check.h"

#define MAXLEN 300
static char a[MAXLEN + 64] __attribute__((aligned(64)));
static char b[MAXLEN + 64] __attribute__((aligned(64)));

static int sign(int x)
{
	return (x > 0) - (x < 0);
}

static void scans(size_t al, size_t n)
{
	char *s = a + al;

	memset(a, 'x', sizeof a);
	for (size_t i = 0; i < n; i++)
		s[i] = 'a' + (i * 7) % 23;	/* never 'x' or 0 */
	s[n] = 0;

	CHECK_EQ(strlen(s), n);
	CHECK_EQ(strnlen(s, n), n);
	CHECK_EQ(strnlen(s, n + 1), n);
	CHECK_EQ(strnlen(s, n / 2), n / 2);
	CHECK(strchr(s, 'x') == 0);
	CHECK(strrchr(s, 'x') == 0);
	CHECK(strchr(s, 0) == s + n);
	CHECK(strrchr(s, 0) == s + n);
	CHECK(strchrnul(s, 'x') == s + n);
	CHECK(memchr(s, 'x', n) == 0);
	CHECK(memrchr(s, 'x', n) == 0);
	CHECK(rawmemchr(s, 0) == s + n);
	CHECK(memchr(s, 0, n + 1) == s + n);
	CHECK(memchr(s, 0, n) == 0);

	/* one marker byte at each position p: found iff inside the range */
	for (size_t p = 0; p < n; p++) {
		char save = s[p];
		s[p] = (char)0xfe;
		CHECK(strchr(s, 0xfe) == s + p);
		CHECK(strchr(s, (char)0xfe) == s + p);
		CHECK(strrchr(s, 0xfe) == s + p);
		CHECK(strchrnul(s, 0xfe) == s + p);
		CHECK(memchr(s, 0xfe, n) == s + p);
		CHECK(memchr(s, 0xfe + 256, n) == s + p);
		CHECK(memchr(s, 0xfe, p) == 0);
		CHECK(memchr(s, 0xfe, p + 1) == s + p);
		CHECK(memrchr(s, 0xfe, n) == s + p);
		CHECK(memrchr(s, 0xfe, p) == 0);
		CHECK(rawmemchr(s, 0xfe) == s + p);
		s[p] = save;
	}
	/* strrchr finds the last of several, and none after the terminator */
	if (n >= 2) {
		s[0] = s[n - 1] = '#';
		CHECK(strrchr(s, '#') == s + n - 1);
		CHECK(strchr(s, '#') == s);
		CHECK(memrchr(s, '#', n) == s + n - 1);
		s[n - 1] = 0;
		s[n] = '#';
		CHECK(strrchr(s, '#') == s);
		s[n] = 0;
	}
}

static void compares(size_t aa, size_t ba, size_t n)
{
	char *x = a + aa, *y = b + ba;

	memset(a, 'q', sizeof a);
	memset(b, 'r', sizeof b);
	for (size_t i = 0; i < n; i++)
		x[i] = y[i] = 'A' + i % 50;
	x[n] = y[n] = 0;
	CHECK_EQ(memcmp(x, y, n), 0);
	CHECK_EQ(strcmp(x, y), 0);
	CHECK_EQ(strncmp(x, y, n + 10), 0);
	/* a difference at each position p, in both directions, with a byte
	   above 127 to check unsigned comparison */
	for (size_t p = 0; p < n; p++) {
		char save = y[p];
		y[p] = (char)0xc3;
		CHECK_EQ(sign(memcmp(x, y, n)), -1);
		CHECK_EQ(sign(memcmp(y, x, n)), 1);
		CHECK_EQ(memcmp(x, y, p), 0);
		CHECK_EQ(sign(strcmp(x, y)), -1);
		CHECK_EQ(sign(strcmp(y, x)), 1);
		CHECK_EQ(sign(strncmp(x, y, n)), -1);
		CHECK_EQ(strncmp(x, y, p), 0);
		y[p] = 0;	/* y is now a prefix of x */
		CHECK_EQ(sign(strcmp(x, y)), 1);
		CHECK_EQ(sign(strcmp(y, x)), -1);
		CHECK_EQ(sign(strncmp(y, x, p + 1)), -1);
		y[p] = save;
	}
}

int main(void)
{
	for (size_t al = 0; al < 16; al++)
		for (size_t n = 0; n <= MAXLEN; n++)
			scans(al, n);
	for (size_t aa = 0; aa < 16; aa++)
		for (size_t ba = 0; ba < 16; ba++)
			for (size_t n = 0; n <= 80; n++)
				compares(aa, ba, n);
	for (size_t n = 81; n <= MAXLEN; n++)
		compares(n % 16, (n * 5) % 16, n);
	return 0;
}
