/* memmem, strstr and strcasestr find the first occurrence, as a naive
   search does, over many random haystacks and needles from small
   alphabets (which makes periodic needles and near-misses common), and
   on the usual edge cases. */
// test: timeout 120
#define _GNU_SOURCE
#include <string.h>
#include "check.h"

static unsigned seed = 12345;
static unsigned rnd(unsigned n)
{
	seed = seed * 1103515245 + 12345;
	return (seed >> 16) % n;
}

static const char *naive(const char *h, size_t hl, const char *n, size_t nl)
{
	for (size_t i = 0; i + nl <= hl; i++)
		if (!memcmp(h + i, n, nl))
			return h + i;
	return 0;
}

int main(void)
{
	static char h[600], n[80];
	const char *big = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab";

	CHECK_STR(strstr("hello", ""), "hello");
	CHECK(strstr("", "a") == 0);
	CHECK_STR(strstr("", ""), "");
	CHECK_STR(strstr("abcabd", "abd"), "abd");
	CHECK(strstr("abcab", "abd") == 0);
	CHECK(strstr(big, "aaaaaaaaaaab") == big + 37);
	CHECK(strstr(big, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab") == 0);
	CHECK(memmem("abc", 3, "", 0) != 0);
	CHECK(memmem("abc", 3, "abcd", 4) == 0);
	CHECK(memmem("ab\0cd", 5, "\0c", 2) != 0);
	CHECK(strcasestr("Hello World", "WORLD") != 0);
	CHECK_STR(strcasestr("Hello World", "o w"), "o World");
	CHECK(strcasestr("Hello", "") != 0);
	CHECK(strcasestr("Hello", "xyz") == 0);

	for (int iter = 0; iter < 40000; iter++) {
		unsigned alpha = 2 + rnd(3);
		size_t hl = rnd(iter < 30000 ? 60 : 590), nl = 1 + rnd(iter & 1 ? 6 : 40);
		for (size_t i = 0; i < hl; i++)
			h[i] = 'a' + rnd(alpha);
		h[hl] = 0;
		if (rnd(2) && hl >= nl) {	/* needle taken from the haystack */
			size_t at = rnd(hl - nl + 1);
			memcpy(n, h + at, nl);
			if (rnd(2))
				n[rnd(nl)] = 'a' + rnd(alpha);
		} else
			for (size_t i = 0; i < nl; i++)
				n[i] = 'a' + rnd(alpha);
		n[nl] = 0;
		const char *want = naive(h, hl, n, nl);
		CHECK(memmem(h, hl, n, nl) == want);
		CHECK(strstr(h, n) == want);
		CHECK(strcasestr(h, n) == want);
	}
	return 0;
}
