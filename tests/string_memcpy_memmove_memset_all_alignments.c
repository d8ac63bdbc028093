/* memcpy, mempcpy, memmove (both directions, overlapping) and memset give
   the byte-by-byte result for every source/destination misalignment 0..15
   and every length 0..300, plus sizes that take the large-copy paths, and
   write nothing outside the destination. */
// test: timeout 120
#define _GNU_SOURCE
#include <string.h>
#include "check.h"

#define MAXLEN 300
#define BIG 20000
static unsigned char src[BIG + 64], dst[BIG + 64];
static unsigned char buf[3 * BIG], rbuf[3 * BIG];

static void fill(unsigned char *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++) {
		seed = seed * 1103515245 + 12345;
		p[i] = seed >> 16;
	}
}

static void ref_move(unsigned char *d, const unsigned char *s, size_t n)
{
	static unsigned char tmp[3 * BIG];
	for (size_t i = 0; i < n; i++)
		tmp[i] = s[i];
	for (size_t i = 0; i < n; i++)
		d[i] = tmp[i];
}

static void check_copy(size_t da, size_t sa, size_t n)
{
	fill(src, sizeof src, n * 31 + sa);
	memset(dst, 0xa5, sizeof dst);
	CHECK(memcpy(dst + da, src + sa, n) == dst + da);
	for (size_t i = 0; i < sizeof dst; i++) {
		unsigned char want = i >= da && i < da + n ? src[sa + i - da] : 0xa5;
		if (dst[i] != want) {
			t_puts(2, "memcpy mismatch at dst align/src align/len/index: ");
			t_putnum(2, da); t_puts(2, " "); t_putnum(2, sa); t_puts(2, " ");
			t_putnum(2, n); t_puts(2, " "); t_putnum(2, i); t_puts(2, "\n");
			CHECK(0);
		}
	}
	memset(dst, 0x5a, sizeof dst);
	CHECK(mempcpy(dst + da, src + sa, n) == dst + da + n);
	CHECK(memcmp(dst + da, src + sa, n) == 0);
	CHECK_EQ(dst[da + n], 0x5a);
	if (da)
		CHECK_EQ(dst[da - 1], 0x5a);
}

static void check_set(size_t da, size_t n, int c)
{
	memset(dst, 0xa5, sizeof dst);
	CHECK(memset(dst + da, c, n) == dst + da);
	for (size_t i = 0; i < sizeof dst; i++) {
		unsigned char want = i >= da && i < da + n ? (unsigned char)c : 0xa5;
		if (dst[i] != want) {
			t_puts(2, "memset mismatch at align/len/index: ");
			t_putnum(2, da); t_puts(2, " "); t_putnum(2, n); t_puts(2, " ");
			t_putnum(2, i); t_puts(2, "\n");
			CHECK(0);
		}
	}
}

/* move n bytes from buf+from to buf+to, compared with a reference */
static void check_move(size_t to, size_t from, size_t n)
{
	size_t span = (to > from ? to : from) + n + 16;
	fill(buf, span, to * 7 + from * 13 + n);
	memcpy(rbuf, buf, span);
	ref_move(rbuf + to, rbuf + from, n);
	CHECK(memmove(buf + to, buf + from, n) == buf + to);
	if (memcmp(buf, rbuf, span)) {
		t_puts(2, "memmove mismatch to/from/len: ");
		t_putnum(2, to); t_puts(2, " "); t_putnum(2, from); t_puts(2, " ");
		t_putnum(2, n); t_puts(2, "\n");
		CHECK(0);
	}
}

int main(void)
{
	static const size_t big[] = { 511, 512, 1000, 2047, 2048, 2049, 4095, 4096, 4097, 8191, 12345,
		16383, 16384, 16385, BIG };

	for (size_t da = 0; da < 16; da++)
		for (size_t sa = 0; sa < 16; sa++)
			for (size_t n = 0; n <= MAXLEN; n++)
				check_copy(da, sa, n);
	for (size_t i = 0; i < sizeof big / sizeof big[0]; i++)
		for (size_t da = 0; da < 16; da += 3)
			for (size_t sa = 0; sa < 16; sa += 5)
				check_copy(da, sa, big[i]);

	for (size_t da = 0; da < 16; da++)
		for (size_t n = 0; n <= MAXLEN; n++)
			check_set(da, n, n & 1 ? 0 : 0x1ff - (int)n);
	for (size_t i = 0; i < sizeof big / sizeof big[0]; i++)
		check_set(big[i] & 15, big[i], 'x');

	/* overlapping moves both ways, every distance near the boundaries */
	for (size_t n = 0; n <= MAXLEN; n++)
		for (size_t a = 0; a < 16; a++)
			for (size_t d = 0; d < 20; d++) {
				check_move(a, a + d, n);
				check_move(a + d, a, n);
			}
	for (size_t n = 0; n <= MAXLEN; n += 7)
		for (size_t d = 20; d < 400; d += 37) {
			check_move(3, 3 + d, n);
			check_move(3 + d, 3, n);
		}
	for (size_t i = 0; i < sizeof big / sizeof big[0]; i++)
		for (size_t d = 0; d < 4200; d += 1 + d) {
			check_move(5, 5 + d, big[i]);
			check_move(5 + d, 5, big[i]);
			check_move(1, 5 + d + big[i], big[i]);
		}
	/* disjoint moves, destination above and below, at distances modulo a
	   page on both sides of the half page where the copy loop's direction
	   changes */
	static const size_t far[] = { 0, 1, 63, 64, 2047, 2048, 2049, 4095 };
	for (size_t i = 0; i < sizeof big / sizeof big[0]; i++)
		for (size_t f = 0; f < sizeof far / sizeof far[0]; f++) {
			size_t gap = (big[i] + 4095) / 4096 * 4096 + far[f];
			check_move(3, 3 + gap, big[i]);
			check_move(3 + gap, 3, big[i]);
		}
	return 0;
}
