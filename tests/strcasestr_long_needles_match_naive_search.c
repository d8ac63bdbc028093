/* strcasestr finds the first match regardless of ASCII case, for needles
   long enough to take the two-way path, as a naive search does; and the
   periodic worst case of gnulib's linear-time check ("AAA...AB" in
   "aaa...ab") gives the right answer (quadratically it would not end
   within the test's timeout). */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "check.h"

static char *naive(const char *h, const char *n)
{
	size_t k = strlen(n);

	for (; *h; h++)
		if (!strncasecmp(h, n, k))
			return (char *)h;
	return k ? 0 : (char *)h;
}

int main(void)
{
	static const char alpha[] = "aAbB";
	char h[200], n[40];
	size_t m = 200000;
	char *big, *nd;
	unsigned seed = 1;

	CHECK(strcasestr("Hello, Wonderful World", "WONDERFUL world") == strstr("Hello, Wonderful World", "Wonderful"));
	CHECK(strcasestr("abcdefghijk", "BCDEFGHIJX") == NULL);
	for (int round = 0; round < 20000; round++) {
		size_t hl = 1 + (seed = seed * 1103515245 + 12345) % (sizeof h - 1);
		size_t nl = 9 + (seed = seed * 1103515245 + 12345) % (sizeof n - 10);
		for (size_t i = 0; i < hl; i++)
			h[i] = alpha[(seed = seed * 1103515245 + 12345) >> 16 & 3];
		h[hl] = 0;
		for (size_t i = 0; i < nl; i++)
			n[i] = alpha[(seed = seed * 1103515245 + 12345) >> 16 & 3];
		n[nl] = 0;
		if (round & 1 && hl > nl) {
			/* plant a differently cased copy of the needle */
			size_t at = seed % (hl - nl + 1);
			for (size_t i = 0; i < nl; i++)
				h[at + i] = n[i] ^ 0x20;
		}
		CHECK(strcasestr(h, n) == naive(h, n));
	}

	big = malloc(2 * m + 2);
	nd = malloc(m + 2);
	CHECK(big && nd);
	memset(big, 'a', 2 * m);
	big[2 * m] = 'b';
	big[2 * m + 1] = 0;
	memset(nd, 'A', m);
	nd[m] = 'B';
	nd[m + 1] = 0;
	CHECK(strcasestr(big, nd) == big + m);
	free(big);
	free(nd);
	return 0;
}
