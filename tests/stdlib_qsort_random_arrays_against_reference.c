/* qsort sorts arrays of every shape (random, few distinct values, sorted,
   reversed, all equal, organ pipe, sizes 0..2000, element sizes 1..100,
   aligned or not) exactly as an insertion sort does, with O(n log n)
   comparisons on all of them. */
// test: timeout 120
#include <stdlib.h>
#include <string.h>
#include "check.h"

static unsigned long long rng = 88172645463325252ull;
static unsigned rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng >> 32);
}

static size_t esize;
static unsigned long ncmp;

/* A total order over the whole element, so equal elements are identical
   and the unstable qsort must give the same bytes as the reference. */
static int cmp(const void *a, const void *b)
{
	ncmp++;
	return memcmp(a, b, esize);
}

static void reference(unsigned char *a, size_t n, size_t es)
{
	unsigned char tmp[128];

	for (size_t i = 1; i < n; i++) {
		size_t j = i;
		memcpy(tmp, a + i * es, es);
		while (j > 0 && memcmp(a + (j - 1) * es, tmp, es) > 0)
			j--;
		memmove(a + (j + 1) * es, a + j * es, (i - j) * es);
		memcpy(a + j * es, tmp, es);
	}
}

/* Element i gets "value" v written big-endian over its bytes, so memcmp
   order is numeric order and the patterns keep their meaning. */
static void put(unsigned char *e, size_t es, unsigned v, int pattern)
{
	for (size_t k = es; k-- > 0; v >>= 8)
		e[k] = (unsigned char)v;
	if (pattern == 0)
		for (size_t k = 0; k + 4 < es; k++)
			e[k] = (unsigned char)rnd();
}

static unsigned char buf_a[2000 * 100 + 16] __attribute__((aligned(16)));
static unsigned char buf_b[2000 * 100 + 16] __attribute__((aligned(16)));

int main(void)
{
	static const size_t sizes[] = { 0, 1, 2, 3, 5, 7, 12, 13, 17, 31, 50, 100,
					127, 128, 129, 500, 1000, 2000 };
	static const size_t esizes[] = { 1, 2, 4, 8, 12, 24, 100 };

	for (size_t ei = 0; ei < sizeof esizes / sizeof *esizes; ei++)
	for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++)
	for (int pattern = 0; pattern < 7; pattern++)
	for (int off = 0; off < 2; off++) {
		size_t n = sizes[si], es = esizes[ei];
		unsigned char *a = buf_a + off, *b = buf_b + off;
		unsigned mod = es == 1 ? 256 : 65536;

		if (off && n > 500)
			continue;
		for (size_t i = 0; i < n; i++) {
			unsigned v;
			switch (pattern) {
			case 0: v = rnd() % mod; break;                 /* random */
			case 1: v = rnd() % 4; break;                   /* few distinct */
			case 2: v = (unsigned)i % mod; break;           /* sorted */
			case 3: v = (unsigned)(n - i) % mod; break;     /* reversed */
			case 4: v = 7; break;                           /* all equal */
			case 5: v = (unsigned)(i < n / 2 ? i : n - i) % mod; break; /* organ pipe */
			default: v = (unsigned)(i % 2 ? i : n - i) % mod; break;    /* interleaved */
			}
			put(a + i * es, es, v, pattern);
		}
		memcpy(b, a, n * es);
		esize = es;
		ncmp = 0;
		qsort(a, n, es, cmp);
		reference(b, n, es);
		if (memcmp(a, b, n * es)) {
			t_puts(2, "mismatch: n ");
			t_putnum(2, n);
			t_puts(2, " size ");
			t_putnum(2, es);
			t_puts(2, " pattern ");
			t_putnum(2, pattern);
			t_puts(2, "\n");
			CHECK(!"qsort result differs from the reference");
		}
		if (n > 1) {
			unsigned long lg = 0;
			for (size_t m = n; m > 1; m >>= 1)
				lg++;
			CHECK(ncmp <= 6 * n * (lg + 1) + 32);
		}
	}

	/* Element size 0 and a NULL base with n == 0 are accepted. */
	qsort(0, 0, 4, cmp);
	return 0;
}
