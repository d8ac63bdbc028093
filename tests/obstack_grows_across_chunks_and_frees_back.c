/* Obstacks with a counting chunk allocator: objects grown past a chunk's
   end move whole to a new chunk and keep their bytes; alignment masks
   place every finished object; obstack_free back to an earlier object
   gives back the chunks after it and reuses its place; freeing with a
   null pointer gives back every chunk; obstack_printf appends formatted
   text to the growing object; the _with_arg allocator gets its
   argument. */
#define _GNU_SOURCE
#include <obstack.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static int live, allocs;
static size_t biggest;

static void *chunk_alloc(size_t n)
{
	live++;
	allocs++;
	if (n > biggest)
		biggest = n;
	return malloc(n);
}

static void chunk_free(void *p)
{
	live--;
	free(p);
}

#define obstack_chunk_alloc chunk_alloc
#define obstack_chunk_free chunk_free

/* Exported by both libraries, not declared by glibc's header. */
int _obstack_allocated_p(struct obstack *, void *);

static int arg_allocs;

static void *alloc_with_arg(void *arg, size_t n)
{
	CHECK_STR(arg, "tag");
	arg_allocs++;
	return malloc(n);
}

static void free_with_arg(void *arg, void *p)
{
	CHECK_STR(arg, "tag");
	arg_allocs--;
	free(p);
}

static void growth(void)
{
	struct obstack ob;
	char *first, *big, *after, *s;
	int i, *ip;
	void **pp;

	CHECK(obstack_begin(&ob, 256));
	CHECK_EQ(live, 1);
	CHECK(obstack_empty_p(&ob));
	CHECK_GE(obstack_chunk_size(&ob), 256);
	first = obstack_copy0(&ob, "first", 5);
	CHECK_STR(first, "first");
	CHECK(!obstack_empty_p(&ob));

	/* Grow one byte at a time far past the chunk: the object moves to
	   bigger chunks and keeps what it had. */
	for (i = 0; i < 5000; i++)
		obstack_1grow(&ob, 'a' + i % 26);
	CHECK_EQ(obstack_object_size(&ob), 5000);
	CHECK_GT(live, 1);
	CHECK_GE(biggest, 5000);
	big = obstack_finish(&ob);
	for (i = 0; i < 5000; i++)
		CHECK_EQ(big[i], 'a' + i % 26);
	CHECK_STR(first, "first");
	CHECK(_obstack_allocated_p(&ob, first));
	CHECK(_obstack_allocated_p(&ob, big));
	CHECK_GE(obstack_memory_used(&ob), 5000 + 256);

	/* Default alignment: any type fits. */
	after = obstack_alloc(&ob, 3);
	CHECK_EQ((uintptr_t)after % _Alignof(max_align_t), 0);
	after = obstack_alloc(&ob, 1);
	CHECK_EQ((uintptr_t)after % _Alignof(max_align_t), 0);

	/* Pointers and ints grown into one object. */
	obstack_ptr_grow(&ob, first);
	obstack_ptr_grow(&ob, big);
	pp = obstack_finish(&ob);
	CHECK(pp[0] == first && pp[1] == big);
	obstack_int_grow(&ob, 7);
	obstack_int_grow(&ob, -9);
	obstack_grow(&ob, "xyz", 3);
	CHECK_EQ(obstack_object_size(&ob), 2 * sizeof(int) + 3);
	obstack_blank(&ob, -3);
	ip = obstack_finish(&ob);
	CHECK_EQ(ip[0], 7);
	CHECK_EQ(ip[1], -9);

	/* A 64-byte alignment mask, set on the fly: it applies from the
	   next finish (here of an empty object) on. */
	obstack_alignment_mask(&ob) = 63;
	(void)obstack_finish(&ob);
	for (i = 0; i < 200; i++) {
		s = obstack_alloc(&ob, 1 + i % 70);
		CHECK_EQ((uintptr_t)s % 64, 0);
		memset(s, i, 1 + i % 70);
	}

	/* Back to big: the chunks after its own go back to the allocator and
	   the next object starts where big was. */
	obstack_free(&ob, big);
	CHECK_EQ(live, 2);
	s = obstack_copy0(&ob, "again", 5);
	CHECK(s == big);
	CHECK_STR(first, "first");
	CHECK(!_obstack_allocated_p(&ob, (char *)&ob));

	/* obstack_printf adds to the growing object without a null. */
	obstack_grow(&ob, "<", 1);
	CHECK_EQ(obstack_printf(&ob, "%d-%s-%05.1f", 42, "x", 2.5), 10);
	for (i = 0; i < 20; i++)
		CHECK_EQ(obstack_printf(&ob, "%0300d", i), 300);
	obstack_1grow(&ob, 0);
	s = obstack_finish(&ob);
	CHECK_EQ(strlen(s), 1 + 10 + 20 * 300);
	CHECK(!strncmp(s, "<42-x-002.5000", 14));
	CHECK_EQ(s[1 + 10 + 299], '0');
	CHECK_EQ(s[1 + 10 + 19 * 300 + 299], '9');

	/* Room and the fast forms. */
	obstack_make_room(&ob, 10);
	CHECK_GE(obstack_room(&ob), 10);
	obstack_1grow_fast(&ob, 'o');
	obstack_1grow_fast(&ob, 'k');
	obstack_blank_fast(&ob, 1);
	((char *)obstack_next_free(&ob))[-1] = 0;
	CHECK_EQ((char *)obstack_next_free(&ob) - (char *)obstack_base(&ob), 3);
	CHECK_STR(obstack_finish(&ob), "ok");

	obstack_free(&ob, 0);
	CHECK_EQ(live, 0);
}

static void with_arg(void)
{
	struct obstack ob;
	char tag[] = "tag", *a, *b;
	int i;

	CHECK(obstack_specify_allocation_with_arg(&ob, 100, 8, alloc_with_arg,
						  free_with_arg, tag));
	CHECK_EQ(obstack_alignment_mask(&ob), 7);
	a = obstack_alloc(&ob, 10);
	for (i = 0; i < 50; i++) {
		b = obstack_alloc(&ob, 33);
		CHECK_EQ((uintptr_t)b % 8, 0);
	}
	CHECK_GT(arg_allocs, 2);
	obstack_free(&ob, a);
	CHECK_EQ(arg_allocs, 1);
	obstack_free(&ob, 0);
	CHECK_EQ(arg_allocs, 0);

	CHECK(obstack_specify_allocation(&ob, 0, 0, chunk_alloc, chunk_free));
	CHECK_EQ(live, 1);
	obstack_free(&ob, 0);
	CHECK_EQ(live, 0);
	CHECK(obstack_init(&ob));
	CHECK_EQ(live, 1);
	CHECK(obstack_empty_p(&ob));
	obstack_free(&ob, 0);
	CHECK_EQ(live, 0);
}

int main(void)
{
	growth();
	with_arg();
	return 0;
}
