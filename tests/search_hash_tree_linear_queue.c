/* <search.h>: hsearch finds what was entered and reports a full table,
   the tree functions keep a balanced sorted tree through thousands of
   random inserts and deletes (checked against a shadow array, with
   twalk's order and depth), lsearch/lfind, and insque/remque. */
#define _GNU_SOURCE
#include <errno.h>
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

static int walked[4096], nwalked, maxdepth;
static void record(const void *node, VISIT v, int depth)
{
	if (depth > maxdepth)
		maxdepth = depth;
	if (v == postorder || v == leaf)
		walked[nwalked++] = **(int *const *)node;
}

static int freed;
static void count_free(void *key)
{
	(void)key;
	freed++;
}

int main(void)
{
	/* hash table */
	static char keys[100][8];
	CHECK(hcreate(100));
	for (int i = 0; i < 100; i++) {
		snprintf(keys[i], sizeof keys[i], "k%d", i);
		ENTRY e = { keys[i], (void *)(long)i };
		ENTRY *r = hsearch(e, ENTER);
		CHECK(r && r->data == (void *)(long)i);
	}
	for (int i = 0; i < 100; i++) {
		char k[8];
		snprintf(k, sizeof k, "k%d", i);
		ENTRY *r = hsearch((ENTRY){ k, 0 }, FIND);
		CHECK(r && r->data == (void *)(long)i && r->key == keys[i]);
	}
	ENTRY *r = hsearch((ENTRY){ "k5", (void *)99 }, ENTER);
	CHECK(r && r->data == (void *)5L);  /* an existing entry keeps its data */
	errno = 0;
	CHECK(hsearch((ENTRY){ "missing", 0 }, FIND) == NULL);
	CHECK_EQ(errno, ESRCH);
	hdestroy();

	struct hsearch_data h;
	memset(&h, 0, sizeof h);
	CHECK(hcreate_r(1, &h));
	int full = 0;
	for (int i = 0; i < 10000 && !full; i++) {
		ENTRY *out;
		errno = 0;
		if (!hsearch_r((ENTRY){ keys[i % 100], 0 }, ENTER, &out, &h)) {
			CHECK_EQ(errno, ENOMEM);
			full = 1;
		}
		if (i >= 100)
			break;
	}
	CHECK(full);  /* a small table fills up and says so */
	hdestroy_r(&h);

	/* trees against a shadow set */
	enum { N = 2000 };
	static int vals[N], present[N];
	void *root = NULL;
	srand(7);
	for (int i = 0; i < N; i++)
		vals[i] = i;
	for (int round = 0; round < 20000; round++) {
		int k = rand() % N;
		if (rand() % 3) {
			void *n = tsearch(&vals[k], &root, cmp_int);
			CHECK(n && **(int **)n == k);
			present[k] = 1;
		} else {
			void *p = tdelete(&vals[k], &root, cmp_int);
			CHECK_EQ(p != NULL, present[k]);
			present[k] = 0;
		}
		if (round % 1000 == 0) {
			int count = 0;
			for (int i = 0; i < N; i++)
				if (present[i]) {
					void *n = tfind(&vals[i], &root, cmp_int);
					CHECK(n && *(int **)n == &vals[i]);
					count++;
				} else {
					CHECK(tfind(&vals[i], &root, cmp_int) == NULL);
				}
			nwalked = maxdepth = 0;
			twalk(root, record);
			CHECK_EQ(nwalked, count);
			for (int i = 1; i < nwalked; i++)
				CHECK_LT(walked[i - 1], walked[i]);
			CHECK_LE(maxdepth, 20);  /* balanced: ~1.44 log2(2000) */
		}
	}
	int count = 0;
	for (int i = 0; i < N; i++)
		count += present[i];
	tdestroy(root, count_free);
	CHECK_EQ(freed, count);

	/* deleting the root leaves the rest findable */
	root = NULL;
	tsearch(&vals[1], &root, cmp_int);
	tsearch(&vals[2], &root, cmp_int);
	CHECK(tdelete(&vals[1], &root, cmp_int) != NULL);
	CHECK(tfind(&vals[2], &root, cmp_int) != NULL);
	CHECK(tdelete(&vals[2], &root, cmp_int) != NULL);
	CHECK(root == NULL);
	CHECK(tdelete(&vals[2], &root, cmp_int) == NULL);

	/* linear search */
	int arr[8] = { 5, 3, 9 };
	size_t n = 3;
	int key = 9;
	CHECK(lfind(&key, arr, &n, sizeof *arr, cmp_int) == &arr[2]);
	key = 4;
	CHECK(lfind(&key, arr, &n, sizeof *arr, cmp_int) == NULL);
	CHECK(lsearch(&key, arr, &n, sizeof *arr, cmp_int) == &arr[3]);
	CHECK_EQ(n, 4);
	CHECK_EQ(arr[3], 4);
	CHECK(lsearch(&key, arr, &n, sizeof *arr, cmp_int) == &arr[3]);
	CHECK_EQ(n, 4);

	/* queues */
	struct qelem a = { 0 }, b = { 0 }, c = { 0 };
	insque(&a, NULL);
	CHECK(a.q_forw == NULL && a.q_back == NULL);
	insque(&c, &a);
	insque(&b, &a);
	CHECK(a.q_forw == &b && b.q_forw == &c && c.q_forw == NULL);
	CHECK(c.q_back == &b && b.q_back == &a);
	remque(&b);
	CHECK(a.q_forw == &c && c.q_back == &a);
	remque(&a);
	CHECK(c.q_back == NULL);
	return 0;
}
