/* argz vectors are built, split, walked, edited and flattened with the
   values glibc gives; envz finds, adds, replaces, merges and strips
   "name=value" entries.  Failures: ENOMEM when the vector cannot grow
   (and the vector is kept), EINVAL from argz_insert for a position
   outside the vector. */
#define _GNU_SOURCE
#include <argz.h>
#include <envz.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* The vector equals the n bytes of want (entries with their nulls). */
#define CHECK_VEC(v, l, want) do { CHECK_EQ((l), sizeof(want) - 1); \
	CHECK(memcmp((v), (want), sizeof(want) - 1) == 0); } while (0)

static void argz_tests(void)
{
	char *argv[] = { "one", "", "three", 0 }, *none[] = { 0 }, *out[5];
	char *v, *w, *e;
	size_t len, wlen;
	unsigned int count;

	CHECK_EQ(argz_create(argv, &v, &len), 0);
	CHECK_VEC(v, len, "one\0\0three\0");
	CHECK_EQ(argz_count(v, len), 3);
	argz_extract(v, len, out);
	CHECK_STR(out[0], "one");
	CHECK_STR(out[1], "");
	CHECK_STR(out[2], "three");
	CHECK(out[3] == 0);

	/* Walk: null starts, the end gives null. */
	e = argz_next(v, len, 0);
	CHECK(e == v);
	e = argz_next(v, len, e);
	CHECK(e == v + 4);
	e = argz_next(v, len, e);
	CHECK_STR(e, "three");
	CHECK(argz_next(v, len, e) == 0);

	argz_delete(&v, &len, v + 4);
	CHECK_VEC(v, len, "one\0three\0");
	CHECK_EQ(argz_add(&v, &len, "four"), 0);
	CHECK_VEC(v, len, "one\0three\0four\0");
	/* Before pointing inside "three" inserts before "three". */
	CHECK_EQ(argz_insert(&v, &len, v + 6, "two"), 0);
	CHECK_VEC(v, len, "one\0two\0three\0four\0");
	CHECK_EQ(argz_insert(&v, &len, v, "zero"), 0);
	CHECK_VEC(v, len, "zero\0one\0two\0three\0four\0");
	CHECK_EQ(argz_insert(&v, &len, 0, "five"), 0);
	CHECK_VEC(v, len, "zero\0one\0two\0three\0four\0five\0");
	CHECK_EQ(argz_insert(&v, &len, v + len, "x"), EINVAL);
	CHECK_EQ(argz_insert(&v, &len, v - 1, "x"), EINVAL);
	CHECK_VEC(v, len, "zero\0one\0two\0three\0four\0five\0");

	count = 10;
	CHECK_EQ(argz_replace(&v, &len, "o", "OO", &count), 0);
	CHECK_EQ(count, 14);
	CHECK_VEC(v, len, "zerOO\0OOne\0twOO\0three\0fOOur\0five\0");
	CHECK_EQ(argz_replace(&v, &len, "OO", "", 0), 0);
	CHECK_VEC(v, len, "zer\0ne\0tw\0three\0fur\0five\0");
	count = 0;
	CHECK_EQ(argz_replace(&v, &len, "q", "x", &count), 0);
	CHECK_EQ(count, 0);

	/* Growing past what memory allows: ENOMEM, the vector unchanged. */
	CHECK_EQ(argz_append(&v, &len, "x", SIZE_MAX / 2), ENOMEM);
	CHECK_VEC(v, len, "zer\0ne\0tw\0three\0fur\0five\0");

	argz_stringify(v, len, ',');
	CHECK_EQ(len, 25);
	CHECK_STR(v, "zer,ne,tw,three,fur,five");
	free(v);

	CHECK_EQ(argz_create_sep("a::b:c", ':', &v, &len), 0);
	CHECK_VEC(v, len, "a\0b\0c\0");
	CHECK_EQ(argz_create_sep(":x", ':', &w, &wlen), 0);
	CHECK_VEC(w, wlen, "x\0");
	CHECK_EQ(argz_append(&v, &len, w, wlen), 0);
	CHECK_VEC(v, len, "a\0b\0c\0x\0");
	free(w);
	CHECK_EQ(argz_add_sep(&v, &len, "y;;z", ';'), 0);
	CHECK_VEC(v, len, "a\0b\0c\0x\0y\0z\0");
	while (len)
		argz_delete(&v, &len, v);
	CHECK(v == 0);
	CHECK_EQ(argz_count(v, len), 0);
	CHECK(argz_next(v, len, 0) == 0);

	CHECK_EQ(argz_create(none, &v, &len), 0);
	CHECK(v == 0);
	CHECK_EQ(len, 0);
	CHECK_EQ(argz_create_sep("", ':', &v, &len), 0);
	CHECK_EQ(len, 0);
	free(v);
}

static void envz_tests(void)
{
	char *v = 0, *w = 0;
	size_t len = 0, wlen = 0;

	CHECK_EQ(envz_add(&v, &len, "PATH", "/bin"), 0);
	CHECK_EQ(envz_add(&v, &len, "HOME", "/root"), 0);
	CHECK_EQ(envz_add(&v, &len, "BARE", 0), 0);
	CHECK_VEC(v, len, "PATH=/bin\0HOME=/root\0BARE\0");
	CHECK_STR(envz_get(v, len, "HOME"), "/root");
	CHECK_STR(envz_entry(v, len, "HOME"), "HOME=/root");
	/* The name may come with a value: only the name part counts. */
	CHECK_STR(envz_entry(v, len, "HOME=other"), "HOME=/root");
	CHECK(envz_entry(v, len, "HOM") == 0);
	CHECK(envz_get(v, len, "BARE") == 0);
	CHECK_STR(envz_entry(v, len, "BARE"), "BARE");
	CHECK(envz_get(v, len, "NONE") == 0);

	/* A new value replaces the entry, which moves to the end. */
	CHECK_EQ(envz_add(&v, &len, "PATH", "/usr/bin"), 0);
	CHECK_VEC(v, len, "HOME=/root\0BARE\0PATH=/usr/bin\0");
	CHECK_STR(envz_get(v, len, "PATH"), "/usr/bin");

	CHECK_EQ(envz_add(&w, &wlen, "HOME", "/home/u"), 0);
	CHECK_EQ(envz_add(&w, &wlen, "LANG", "C"), 0);
	CHECK_EQ(envz_merge(&v, &len, w, wlen, 0), 0);
	CHECK_VEC(v, len, "HOME=/root\0BARE\0PATH=/usr/bin\0LANG=C\0");
	CHECK_EQ(envz_merge(&v, &len, w, wlen, 1), 0);
	CHECK_STR(envz_get(v, len, "HOME"), "/home/u");
	CHECK_STR(envz_get(v, len, "LANG"), "C");
	CHECK_EQ(argz_count(v, len), 4);

	envz_strip(&v, &len);
	CHECK(envz_entry(v, len, "BARE") == 0);
	CHECK_EQ(argz_count(v, len), 3);
	envz_remove(&v, &len, "PATH");
	envz_remove(&v, &len, "NONE");
	CHECK(envz_get(v, len, "PATH") == 0);
	CHECK_EQ(argz_count(v, len), 2);
	free(v);
	free(w);
}

int main(void)
{
	argz_tests();
	envz_tests();
	return 0;
}
