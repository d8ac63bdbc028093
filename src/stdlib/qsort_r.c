#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>

/*
 * Introsort: quicksort with a median-of-three (ninther for large ranges)
 * pivot, heapsort once the partitioning depth passes 2*log2(n), insertion
 * sort for short ranges.  The larger side of each partition goes on an
 * explicit stack and the loop continues with the smaller one, so the stack
 * never holds more than log2(n) ranges: no recursion, no malloc, and
 * O(n log n) comparisons in the worst case.  Not stable.
 */

enum { SW_BYTES, SW_LONGS, SW_4, SW_8 };

#define INSERTION_MAX 12

struct ctx {
	size_t size;
	int kind;
	int (*cmp)(const void *, const void *, void *);
	void *arg;
};

static inline void swap(const struct ctx *c, char *a, char *b)
{
	switch (c->kind) {
	case SW_4: {
		uint32_t t = *(uint32_t *)a;
		*(uint32_t *)a = *(uint32_t *)b;
		*(uint32_t *)b = t;
		return;
	}
	case SW_8: {
		uint64_t t = *(uint64_t *)a;
		*(uint64_t *)a = *(uint64_t *)b;
		*(uint64_t *)b = t;
		return;
	}
	case SW_LONGS: {
		unsigned long *x = (unsigned long *)a, *y = (unsigned long *)b, t;
		for (size_t n = c->size / sizeof(long); n; n--, x++, y++) {
			t = *x;
			*x = *y;
			*y = t;
		}
		return;
	}
	default: {
		char t;
		for (size_t n = c->size; n; n--, a++, b++) {
			t = *a;
			*a = *b;
			*b = t;
		}
	}
	}
}

static inline int less(const struct ctx *c, const char *a, const char *b)
{
	return c->cmp(a, b, c->arg) < 0;
}

static void insertion(const struct ctx *c, char *base, size_t n)
{
	size_t sz = c->size;

	for (size_t i = 1; i < n; i++)
		for (char *p = base + i * sz; p > base && less(c, p, p - sz); p -= sz)
			swap(c, p, p - sz);
}

static void sift_down(const struct ctx *c, char *base, size_t root, size_t n)
{
	size_t sz = c->size;

	for (;;) {
		size_t child = 2 * root + 1;
		if (child >= n)
			return;
		if (child + 1 < n && less(c, base + child * sz, base + (child + 1) * sz))
			child++;
		if (!less(c, base + root * sz, base + child * sz))
			return;
		swap(c, base + root * sz, base + child * sz);
		root = child;
	}
}

static void heapsort(const struct ctx *c, char *base, size_t n)
{
	size_t sz = c->size;

	for (size_t i = n / 2; i-- > 0;)
		sift_down(c, base, i, n);
	while (n > 1) {
		n--;
		swap(c, base, base + n * sz);
		sift_down(c, base, 0, n);
	}
}

static char *median3(const struct ctx *c, char *a, char *b, char *d)
{
	if (less(c, a, b)) {
		if (less(c, b, d))
			return b;
		return less(c, a, d) ? d : a;
	}
	if (less(c, d, b))
		return b;
	return less(c, d, a) ? d : a;
}

/* Partitions base[0..n) around a pivot; returns the pivot's final index.
   Elements equal to the pivot stop both scans, so runs of equal keys split
   evenly instead of degrading to quadratic time.  The bounds checks keep
   an inconsistent comparator from walking off the array. */
static size_t partition(const struct ctx *c, char *base, size_t n)
{
	size_t sz = c->size, i = 0, j = n;
	char *last = base + (n - 1) * sz, *mid = base + (n / 2) * sz, *p;

	if (n >= 128) {
		size_t s = (n / 8) * sz;
		p = median3(c, median3(c, base, base + s, base + 2 * s),
			    median3(c, mid - s, mid, mid + s),
			    median3(c, last - 2 * s, last - s, last));
	} else {
		p = median3(c, base, mid, last);
	}
	if (p != base)
		swap(c, base, p);
	for (;;) {
		do
			i++;
		while (i < n && less(c, base + i * sz, base));
		do
			j--;
		while (j > 0 && less(c, base, base + j * sz));
		if (i >= j)
			break;
		swap(c, base + i * sz, base + j * sz);
	}
	if (j)
		swap(c, base, base + j * sz);
	return j;
}

void qsort_r(void *base, size_t n, size_t size,
	     int (*cmp)(const void *, const void *, void *), void *arg)
{
	struct ctx c = { size, SW_BYTES, cmp, arg };
	struct { char *base; size_t n; int depth; } stack[64];
	int top = 0, depth = 0;
	uintptr_t align = (uintptr_t)base | size;
	char *b = base;

	if (size == 0 || n < 2)
		return;
	if (size == 4 && !(align & 3))
		c.kind = SW_4;
	else if (size == 8 && !(align & 7))
		c.kind = SW_8;
	else if (!(align & (sizeof(long) - 1)))
		c.kind = SW_LONGS;
	for (size_t m = n; m > 1; m >>= 1)
		depth += 2;

	for (;;) {
		while (n > INSERTION_MAX) {
			size_t k, rn;
			char *r;

			if (!depth) {
				heapsort(&c, b, n);
				n = 0;
				break;
			}
			depth--;
			k = partition(&c, b, n);
			r = b + (k + 1) * size;
			rn = n - k - 1;
			/* Continue with the smaller side; the larger one is at
			   least half, so the stack stays within log2(n). */
			if (k < rn) {
				stack[top].base = r;
				stack[top].n = rn;
				n = k;
			} else {
				stack[top].base = b;
				stack[top].n = k;
				b = r;
				n = rn;
			}
			stack[top++].depth = depth;
		}
		insertion(&c, b, n);
		if (!top)
			return;
		top--;
		b = stack[top].base;
		n = stack[top].n;
		depth = stack[top].depth;
	}
}
