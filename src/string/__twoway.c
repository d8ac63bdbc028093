#include <string.h>
#include "twoway.h"

/* The byte as compared: ASCII letters folded to lower case when fold is
   set (strcasestr, which in weft's locales is ASCII-only, as strcasecmp). */
static inline unsigned char key(unsigned char c, int fold)
{
	return fold && c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

/*
 * Start of the maximal suffix of x[0..m) under byte order (rev = 0) or the
 * reversed order (rev = 1), and that suffix's period.  i is the start of
 * the best suffix so far, j the start of the one compared with it, k the
 * offset inside both.
 */
static inline size_t max_suffix(const unsigned char *x, size_t m, size_t *period,
				int rev, int fold)
{
	size_t i = 0, j = 1, k = 0, p = 1;

	while (j + k < m) {
		unsigned a = key(x[j + k], fold), b = key(x[i + k], fold);
		if (a == b) {
			if (k + 1 == p) {
				j += p;
				k = 0;
			} else
				k++;
		} else if ((a < b) != rev) {
			/* the suffix at j is smaller: skip past the compared part */
			j += k + 1;
			k = 0;
			p = j - i;
		} else {
			/* the suffix at j is larger: it becomes the best */
			i = j++;
			k = 0;
			p = 1;
		}
	}
	*period = p;
	return i;
}

/* Whether x[0..n) and y[0..n) are equal as compared. */
static inline int same(const unsigned char *x, const unsigned char *y, size_t n, int fold)
{
	if (!fold)
		return !memcmp(x, y, n);
	for (; n; n--, x++, y++)
		if (key(*x, 1) != key(*y, 1))
			return 0;
	return 1;
}

/* Inlined into each entry point so that fold is a constant there. */
static inline __attribute__((always_inline)) void *search(const unsigned char *h, size_t hlen,
		const unsigned char *x, size_t m, int fold)
{
	size_t p1, p2, ell, p, j = 0, i;
	size_t s1 = max_suffix(x, m, &p1, 0, fold), s2 = max_suffix(x, m, &p2, 1, fold);

	/* critical factorisation x = x[0..ell) x[ell..m) */
	if (s1 > s2) {
		ell = s1;
		p = p1;
	} else {
		ell = s2;
		p = p2;
	}
	if (hlen < m)
		return 0;
	if (p + ell <= m && same(x, x + p, ell, fold)) {
		/* x has period p: remember how much of the left part the last
		   shift already proved (mem) */
		size_t mem = 0;
		while (j <= hlen - m) {
			i = ell > mem ? ell : mem;
			while (i < m && key(x[i], fold) == key(h[i + j], fold))
				i++;
			if (i < m) {
				j += i - ell + 1;
				mem = 0;
				continue;
			}
			i = ell;
			while (i > mem && key(x[i - 1], fold) == key(h[i - 1 + j], fold))
				i--;
			if (i <= mem)
				return (void *)(h + j);
			j += p;
			mem = m - p;
		}
	} else {
		p = (ell > m - ell ? ell : m - ell) + 1;
		while (j <= hlen - m) {
			i = ell;
			while (i < m && key(x[i], fold) == key(h[i + j], fold))
				i++;
			if (i < m) {
				j += i - ell + 1;
				continue;
			}
			i = ell;
			while (i > 0 && key(x[i - 1], fold) == key(h[i - 1 + j], fold))
				i--;
			if (!i)
				return (void *)(h + j);
			j += p;
		}
	}
	return 0;
}

void *__twoway(const unsigned char *h, size_t hlen, const unsigned char *x, size_t m)
{
	return search(h, hlen, x, m, 0);
}

void *__twoway_fold(const unsigned char *h, size_t hlen, const unsigned char *x, size_t m)
{
	return search(h, hlen, x, m, 1);
}
