/* Both variants of each dispatched string function (the SSE2 baseline and
   the AVX2 one; see docs/string.md) agree with byte-by-byte references for
   every alignment 0..63 and lengths across all their size classes, write
   nothing outside the destination, and read no byte of a page they were
   not given (guard pages on both sides).  The public functions only ever
   reach the variant this CPU selects, so the test calls the variants by
   their internal names, which a static link resolves; the AVX2 half is
   skipped on an x86_64 CPU without AVX2.  Other archs have one portable
   variant, which is checked alone and passes or fails like any test. */
// test: weft-only
// test: timeout 240
#define _GNU_SOURCE
#include <string.h>
#include <sys/mman.h>
#include "check.h"

#ifndef __x86_64__
/* other archs have one variant, the portable one (named sse2): only the
   first row of the table is run, and it is checked against the reference */
#define NVARIANTS 1
#define __cpu_avx2() 0
#define __memmove_avx2 __memmove_sse2
#define __memset_avx2 __memset_sse2
#define __memcmp_avx2 __memcmp_sse2
#define __memchr_avx2 __memchr_sse2
#define __strlen_avx2 __strlen_sse2
#define __strchrnul_avx2 __strchrnul_sse2
#define __strchr_avx2 __strchr_sse2
#define __strrchr_avx2 __strrchr_sse2
#define __strcmp_avx2 __strcmp_sse2
#else
#define NVARIANTS 2
int __cpu_avx2(void);
#endif
void *__memmove_sse2(void *, const void *, size_t);
void *__memmove_avx2(void *, const void *, size_t);
void *__memset_sse2(void *, int, size_t);
void *__memset_avx2(void *, int, size_t);
int __memcmp_sse2(const void *, const void *, size_t);
int __memcmp_avx2(const void *, const void *, size_t);
void *__memchr_sse2(const void *, int, size_t);
void *__memchr_avx2(const void *, int, size_t);
size_t __strlen_sse2(const char *);
size_t __strlen_avx2(const char *);
char *__strchrnul_sse2(const char *, int);
char *__strchrnul_avx2(const char *, int);
char *__strchr_sse2(const char *, int);
char *__strchr_avx2(const char *, int);
char *__strrchr_sse2(const char *, int);
char *__strrchr_avx2(const char *, int);
int __strcmp_sse2(const char *, const char *);
int __strcmp_avx2(const char *, const char *);

static const struct variant {
	const char *name;
	void *(*move)(void *, const void *, size_t);
	void *(*set)(void *, int, size_t);
	int (*cmp)(const void *, const void *, size_t);
	void *(*chr)(const void *, int, size_t);
	size_t (*len)(const char *);
	char *(*chrnul)(const char *, int);
	char *(*schr)(const char *, int);
	char *(*rchr)(const char *, int);
	int (*scmp)(const char *, const char *);
} variants[] = {
	{ "sse2", __memmove_sse2, __memset_sse2, __memcmp_sse2, __memchr_sse2,
	  __strlen_sse2, __strchrnul_sse2, __strchr_sse2, __strrchr_sse2, __strcmp_sse2 },
	{ "avx2", __memmove_avx2, __memset_avx2, __memcmp_avx2, __memchr_avx2,
	  __strlen_avx2, __strchrnul_avx2, __strchr_avx2, __strrchr_avx2, __strcmp_avx2 },
};
static const struct variant *v;

#define BIG 9000
static unsigned char src[BIG + 256], ref[2 * BIG + 512];
static unsigned char dst[2 * BIG + 512] __attribute__((aligned(4096)));

static void fill(unsigned char *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++) {
		seed = seed * 1103515245 + 12345;
		p[i] = seed >> 16;
	}
}

static int sign(int x)
{
	return (x > 0) - (x < 0);
}

static void fail_at(const char *what, size_t a, size_t b, size_t n)
{
	t_puts(2, v->name); t_puts(2, " "); t_puts(2, what); t_puts(2, ": ");
	t_putnum(2, a); t_puts(2, " "); t_putnum(2, b); t_puts(2, " ");
	t_putnum(2, n); t_puts(2, "\n");
	CHECK(0);
}

/* memmove with dst at offset da and src at offset sa of one buffer (any
   overlap), against a copy through a temporary. */
static void check_move(size_t da, size_t sa, size_t n)
{
	static unsigned char tmp[BIG];
	fill(dst, sizeof dst, (unsigned)(n * 7 + da * 3 + sa));
	memcpy(ref, dst, sizeof dst);
	for (size_t i = 0; i < n; i++)
		tmp[i] = ref[sa + i];
	for (size_t i = 0; i < n; i++)
		ref[da + i] = tmp[i];
	if (v->move(dst + da, dst + sa, n) != dst + da || memcmp(dst, ref, sizeof dst))
		fail_at("memmove", da, sa, n);
}

static void check_set(size_t da, size_t n)
{
	int c = (int)(n * 13 + da) - 100;	/* any int: only the low byte counts */
	memset(dst, 0xa5, da + n + 64);
	if (v->set(dst + da, c, n) != dst + da)
		fail_at("memset return", da, 0, n);
	for (size_t i = 0; i < da + n + 64; i++)
		if (dst[i] != (i >= da && i < da + n ? (unsigned char)c : 0xa5))
			fail_at("memset", da, i, n);
}

static void check_cmp(size_t aa, size_t ba, size_t n)
{
	unsigned char *x = src + aa, *y = dst + ba;
	fill(x, n, (unsigned)n);
	memcpy(y, x, n);
	x[n] = 1;
	y[n] = 2;
	if (v->cmp(x, y, n))
		fail_at("memcmp equal", aa, ba, n);
	size_t step = n > 300 ? 37 : 1;
	for (size_t p = 0; p < n; p += step) {
		unsigned char save = y[p];
		y[p] = x[p] ^ 0x80;
		int want = x[p] < y[p] ? -1 : 1;
		if (sign(v->cmp(x, y, n)) != want || sign(v->cmp(y, x, n)) != -want)
			fail_at("memcmp differ", aa, p, n);
		if (v->cmp(x, y, p))
			fail_at("memcmp prefix", aa, p, n);
		y[p] = save;
	}
}

/* s holds n bytes, none 0 nor 'x' nor 0xfe, then a 0, then 'x' bytes. */
static void check_scans(char *s, size_t n)
{
	if (v->len(s) != n)
		fail_at("strlen", 0, 0, n);
	if (v->chrnul(s, 'x') != s + n || v->chrnul(s, 0) != s + n)
		fail_at("strchrnul", 0, 0, n);
	if (v->schr(s, 'x') || v->schr(s, 0) != s + n)
		fail_at("strchr", 0, 0, n);
	if (v->rchr(s, 'x') || v->rchr(s, 0) != s + n)
		fail_at("strrchr", 0, 0, n);
	if (v->chr(s, 'x', n) || v->chr(s, 0, n + 1) != s + n || v->chr(s, 0, n))
		fail_at("memchr", 0, 0, n);
	size_t step = n > 300 ? 29 : 1;
	for (size_t p = 0; p < n; p += step) {
		char save = s[p];
		s[p] = (char)0xfe;
		if (v->chrnul(s, 0xfe) != s + p || v->chrnul(s, -2) != s + p)
			fail_at("strchrnul match", p, 0, n);
		if (v->schr(s, 0xfe) != s + p || v->schr(s, -2) != s + p || v->schr(s, 'x'))
			fail_at("strchr match", p, 0, n);
		if (v->rchr(s, 0xfe) != s + p)
			fail_at("strrchr match", p, 0, n);
		if (v->chr(s, 0xfe, n) != s + p || v->chr(s, 0xfe + 256, n) != s + p ||
		    v->chr(s, 0xfe, p) || v->chr(s, 0xfe, p + 1) != s + p)
			fail_at("memchr match", p, 0, n);
		if (p + 1 < n) {
			char end = s[n - 1];
			s[n - 1] = (char)0xfe;
			if (v->rchr(s, 0xfe) != s + n - 1 || v->chrnul(s, 0xfe) != s + p)
				fail_at("strrchr two", p, 0, n);
			s[n - 1] = end;
		}
		s[p] = save;
	}
}

static void scans(size_t al, size_t n)
{
	char *s = (char *)src + al;
	memset(src, 'x', sizeof src);
	for (size_t i = 0; i < n; i++)
		s[i] = 'a' + (i * 7) % 23;
	s[n] = 0;
	check_scans(s, n);
}

static void check_strcmp(const char *x, const char *y, int want)
{
	if (sign(v->scmp(x, y)) != want || sign(v->scmp(y, x)) != -want)
		fail_at("strcmp", (size_t)x & 4095, (size_t)y & 4095, want + 1);
}

static void strcmps(size_t aa, size_t ba, size_t n)
{
	char *x = (char *)src + aa, *y = (char *)dst + ba;
	memset(src, 'q', 600);
	memset(dst, 'r', 600);
	for (size_t i = 0; i < n; i++)
		x[i] = y[i] = 'A' + i % 50;
	x[n] = y[n] = 0;
	check_strcmp(x, y, 0);
	for (size_t p = 0; p < n; p += n > 100 ? 7 : 1) {
		char save = y[p];
		y[p] = (char)0xc3;
		check_strcmp(x, y, -1);
		y[p] = 0;
		check_strcmp(x, y, 1);
		y[p] = save;
	}
}

/* Pages: guard | data | data | guard.  Strings and buffers end at the
   last byte before the second guard or start at the first data byte. */
static void page_edges(unsigned char *m, size_t pg)
{
	unsigned char *lo = m + pg, *hi = m + 3 * pg;

	for (size_t n = 0; n < 300; n++) {
		/* ending at the page end */
		char *s = (char *)hi - n - 1;
		memset(lo, 'k', 2 * pg);
		s[n] = 0;
		check_scans(s, n);
		/* strnlen's use: a range running past the mapping, match first */
		for (size_t extra = 1; extra < 400; extra += 13)
			if (v->chr(s, 0, n + extra) != s + n)
				fail_at("memchr past the mapping", extra, 0, n);
		unsigned char *b = hi - n;
		memcpy(dst, b, n);
		if (v->chr(b, 'y', n) || v->cmp(b, dst, n) || v->cmp(dst, b, n))
			fail_at("memchr/memcmp at page end", 0, 0, n);
		v->move(lo, b, n);
		v->move(b, lo + 1, n);
		v->set(b, 'k', n);
		s[n] = 0;
		/* strcmp: each string ends at its page end, every offset pair */
		char *t = (char *)lo + pg - n - 1;
		memset(t, 'k', n);
		t[n] = 0;
		check_strcmp(s, t, 0);
		/* starting at the page start */
		s = (char *)lo;
		memset(lo, 'k', 2 * pg);
		s[n] = 0;
		check_scans(s, n);
		if (v->rchr(s, 'k') != (n ? s + n - 1 : 0))
			fail_at("strrchr at page start", 0, 0, n);
	}
	/* strcmp with the two strings crossing their page boundaries at every
	   relative offset (the mismatch or end beyond the crossing) */
	memset(lo, 'k', 2 * pg);
	memset(dst, 'k', 2 * pg);
	for (size_t da = 0; da < 130; da++)
		for (size_t db = 0; db < 130; db += 3) {
			char *x = (char *)lo + pg - 40 - da, *y = (char *)dst + pg - 40 - db;
			/* same length strings: y's terminator moves with db */
			size_t len = 200;
			char sx = x[len], sy = y[len];
			x[len] = 0;
			y[len] = 0;
			check_strcmp(x, y, 0);
			y[len - 1] = 'l';
			check_strcmp(x, y, -1);
			y[len - 1] = 'k';
			x[len] = sx;
			y[len] = sy;
		}
}

int main(void)
{
	size_t pg = 4096;
	unsigned char *m = mmap(0, 4 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(m != MAP_FAILED);
	CHECK_EQ(mprotect(m, pg, PROT_NONE), 0);
	CHECK_EQ(mprotect(m + 3 * pg, pg, PROT_NONE), 0);

	for (size_t k = 0; k < NVARIANTS; k++) {
		v = &variants[k];
		if (k == 1 && !__cpu_avx2())
			t_skip("no AVX2 on this CPU: SSE2 variants passed, AVX2 ones not run");
		/* every size class: 0..600 densely, then the loop and rep sizes */
		static const size_t big[] = { 1000, 2047, 2048, 2049, 4095, 4096, 4097, 8191, BIG };
		for (size_t n = 0; n <= 600 + sizeof big / sizeof *big; n++) {
			size_t len = n <= 600 ? n : big[n - 601];
			size_t alstep = len <= 300 ? 1 : 7;
			for (size_t a = 0; a < 64; a += alstep) {
				check_set(a, len);
				check_cmp(a, (a * 5 + len) % 64, len);
				if (len <= 600)
					scans(a, len);
			}
			/* overlaps: dst before, after, equal, disjoint */
			static const size_t gaps[] = { 0, 1, 15, 16, 31, 32, 33, 63, 64, 100, 129, 255, 256, 300 };
			for (size_t g = 0; g < sizeof gaps / sizeof *gaps; g++) {
				size_t d = gaps[g], a = (len * 3 + g) % 64;
				if (len <= 300 || g % 3 == 0) {
					check_move(a + d, a, len);
					check_move(a, a + d, len);
				}
			}
			check_move(7, len + 300 + 13, len);
			check_move(len + 300 + 13, 5, len);
		}
		for (size_t aa = 0; aa < 64; aa += 3)
			for (size_t ba = 0; ba < 64; ba += 5)
				for (size_t n = 0; n <= 160; n++)
					strcmps(aa, ba, n);
		for (size_t n = 161; n <= 500; n++)
			strcmps(n % 64, (n * 5) % 64, n);
		page_edges(m, pg);
	}
	return 0;
}
