/* Random malloc/calloc/realloc/memalign/free over many sizes, each block
   filled with a pattern that a shadow table remembers: every block keeps
   its contents through other blocks' traffic and through realloc. */
// test: cflags -fno-builtin
// test: timeout 60
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

#define SLOTS 2000

static struct { unsigned char *p; size_t n; unsigned char seed; } s[SLOTS];
static uint64_t rng = 0x9e3779b97f4a7c15u;

static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static size_t rnd_size(void)
{
	switch (rnd() % 16) {
	case 0: return rnd() % 400000;          /* large: own mappings */
	case 1: case 2: return rnd() % 70000;
	case 3: return 0;
	default: return rnd() % 600;
	}
}

static void fill(int i)
{
	for (size_t j = 0; j < s[i].n; j++)
		s[i].p[j] = (unsigned char)(s[i].seed + j * 7);
}

static void verify(int i, size_t n)
{
	for (size_t j = 0; j < n; j++)
		if (s[i].p[j] != (unsigned char)(s[i].seed + j * 7))
			CHECK_EQ(s[i].p[j], (unsigned char)(s[i].seed + j * 7));
}

int main(void)
{
	for (long iter = 0; iter < 150000; iter++) {
		int i = rnd() % SLOTS;
		size_t n = rnd_size();
		unsigned op = rnd() % 8;

		if (s[i].p && op < 3) {
			verify(i, s[i].n);
			free(s[i].p);
			s[i].p = 0;
		} else if (s[i].p && op < 6) {
			unsigned char *q;
			verify(i, s[i].n);
			n = n ? n : 1;
			q = realloc(s[i].p, n);
			CHECK(q != 0);
			CHECK_EQ((uintptr_t)q % 16, 0);
			s[i].p = q;
			/* The common prefix survived the move or resize. */
			verify(i, n < s[i].n ? n : s[i].n);
			s[i].n = n;
			s[i].seed = rnd();
			fill(i);
		} else if (!s[i].p) {
			size_t align = (size_t)16 << (rnd() % 10);
			if (op == 6) {
				s[i].p = calloc(1, n);
				CHECK(s[i].p != 0);
				for (size_t j = 0; j < n; j++)
					CHECK_EQ(s[i].p[j], 0);
			} else if (op == 7) {
				s[i].p = memalign(align, n);
				CHECK(s[i].p != 0);
				CHECK_EQ((uintptr_t)s[i].p % align, 0);
			} else {
				s[i].p = malloc(n);
				CHECK(s[i].p != 0);
			}
			CHECK_EQ((uintptr_t)s[i].p % 16, 0);
			CHECK(malloc_usable_size(s[i].p) >= n);
			s[i].n = n;
			s[i].seed = rnd();
			fill(i);
		}
	}
	for (int i = 0; i < SLOTS; i++) {
		if (s[i].p) {
			verify(i, s[i].n);
			free(s[i].p);
		}
	}
	return 0;
}
