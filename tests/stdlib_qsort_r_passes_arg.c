/* qsort_r (GNU argument order) hands its last argument to every
   comparison and sorts by the order the comparator defines with it. */
#define _GNU_SOURCE
#include <stdlib.h>
#include "check.h"

struct ctx { int descending; int calls; };

static int cmp(const void *a, const void *b, void *arg)
{
	struct ctx *c = arg;
	int x = *(const int *)a, y = *(const int *)b;

	c->calls++;
	return c->descending ? (y > x) - (y < x) : (x > y) - (x < y);
}

int main(void)
{
	int v[300];
	struct ctx c = { 1, 0 };

	for (int i = 0; i < 300; i++)
		v[i] = (i * 7919) % 1000 - 500;
	qsort_r(v, 300, sizeof *v, cmp, &c);
	CHECK(c.calls > 0);
	for (int i = 1; i < 300; i++)
		CHECK(v[i - 1] >= v[i]);
	c.descending = 0;
	c.calls = 0;
	qsort_r(v, 300, sizeof *v, cmp, &c);
	CHECK(c.calls > 0);
	for (int i = 1; i < 300; i++)
		CHECK(v[i - 1] <= v[i]);
	return 0;
}
