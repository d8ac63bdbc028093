/* GNU obstacks: stacks of objects carved out of large chunks that the
   program's own allocator supplies.  The program defines the macros
   obstack_chunk_alloc and obstack_chunk_free (usually xmalloc and free)
   before it calls obstack_init or obstack_begin.

   The structure's layout and the _obstack_* functions that the macros
   call are those of the GNU C library's interface version 1, so that
   objects compiled against that library's header link with weft too. */
#ifndef _OBSTACK_H
#define _OBSTACK_H 1

#include <features.h>
#define __WEFT_WANT_size_t
#define __WEFT_WANT___gnuc_va_list
#include <bits/typedefs.h>

__WEFT_BEGIN

/* One chunk: its end, the chunk allocated before it, then the objects. */
struct _obstack_chunk {
	char *limit;
	struct _obstack_chunk *prev;
	char contents[4];
};

struct obstack {
	unsigned long chunk_size;	/* size asked for a new chunk */
	struct _obstack_chunk *chunk;	/* the chunk in use */
	char *object_base;		/* start of the object being grown */
	char *next_free;		/* where its next byte goes */
	char *chunk_limit;		/* end of the chunk in use */
	union {
		unsigned int i;
		void *p;
	} temp;				/* scratch for the macros */
	unsigned int alignment_mask;	/* objects start at multiples of mask + 1 */
	union {
		void *(*plain)(size_t);
		void *(*extra)(void *, size_t);
	} chunkfun;
	union {
		void (*plain)(void *);
		void (*extra)(void *, void *);
	} freefun;
	void *extra_arg;		/* first argument of the extra forms */
	unsigned use_extra_arg : 1;
	unsigned maybe_empty_object : 1;	/* a finished empty object may be here */
	unsigned alloc_failed : 1;	/* always 0: failure goes to the handler */
};

/* Called when a chunk cannot be had; it must not return (exit or
   longjmp).  The default prints "memory exhausted" and exits with
   obstack_exit_failure. */
extern void (*obstack_alloc_failed_handler)(void);
extern int obstack_exit_failure;

int _obstack_begin(struct obstack *, unsigned int, unsigned int,
		   void *(*)(size_t), void (*)(void *));
int _obstack_begin_1(struct obstack *, unsigned int, unsigned int,
		     void *(*)(void *, size_t), void (*)(void *, void *), void *);
void _obstack_newchunk(struct obstack *, unsigned int);
void _obstack_free(struct obstack *, void *);
unsigned int _obstack_memory_used(struct obstack *);
int _obstack_allocated_p(struct obstack *, void *);
void obstack_free(struct obstack *, void *);

/* Also in <stdio.h> with _GNU_SOURCE. */
int obstack_printf(struct obstack *__weft_restrict, const char *__weft_restrict, ...)
	__attribute__((__format__(__printf__, 2, 3)));
int obstack_vprintf(struct obstack *__weft_restrict, const char *__weft_restrict,
		    __gnuc_va_list) __attribute__((__format__(__printf__, 2, 0)));

/* Setting up.  obstack_init and obstack_begin use the program's
   obstack_chunk_alloc and obstack_chunk_free, seen where they are used. */
#define obstack_init(h) \
	_obstack_begin((h), 0, 0, (void *(*)(size_t))(obstack_chunk_alloc), \
		       (void (*)(void *))(obstack_chunk_free))
#define obstack_begin(h, size) \
	_obstack_begin((h), (size), 0, (void *(*)(size_t))(obstack_chunk_alloc), \
		       (void (*)(void *))(obstack_chunk_free))
#define obstack_specify_allocation(h, size, align, chunkfun, freefun) \
	_obstack_begin((h), (size), (align), (void *(*)(size_t))(chunkfun), \
		       (void (*)(void *))(freefun))
#define obstack_specify_allocation_with_arg(h, size, align, chunkfun, freefun, arg) \
	_obstack_begin_1((h), (size), (align), (void *(*)(void *, size_t))(chunkfun), \
			 (void (*)(void *, void *))(freefun), (arg))
#define obstack_chunkfun(h, f) ((void)((h)->chunkfun.extra = (void *(*)(void *, size_t))(f)))
#define obstack_freefun(h, f) ((void)((h)->freefun.extra = (void (*)(void *, void *))(f)))

/* Both are lvalues: a program may set them. */
#define obstack_chunk_size(h) ((h)->chunk_size)
#define obstack_alignment_mask(h) ((h)->alignment_mask)

#define obstack_memory_used(h) _obstack_memory_used(h)

/* The growing object and the room left after it in this chunk. */
static __inline__ void *__obstack_base(const struct obstack *__h)
{
	return __h->object_base;
}
static __inline__ void *__obstack_next_free(const struct obstack *__h)
{
	return __h->next_free;
}
static __inline__ unsigned int __obstack_object_size(const struct obstack *__h)
{
	return (unsigned int)(__h->next_free - __h->object_base);
}
static __inline__ unsigned int __obstack_room(const struct obstack *__h)
{
	return (unsigned int)(__h->chunk_limit - __h->next_free);
}
#define obstack_base(h) __obstack_base(h)
#define obstack_next_free(h) __obstack_next_free(h)
#define obstack_object_size(h) __obstack_object_size(h)
#define obstack_room(h) __obstack_room(h)

/* True when nothing has been allocated since obstack_init. */
static __inline__ int __obstack_empty_p(const struct obstack *__h)
{
	const char *__first = __h->chunk->contents;
	unsigned long __pad = (0UL - (unsigned long)__first) & __h->alignment_mask;

	return !__h->chunk->prev && __h->next_free == __first + __pad;
}
#define obstack_empty_p(h) __obstack_empty_p(h)

/* Room for n more bytes of the growing object, moving it to a new chunk
   if this one is short. */
static __inline__ void __obstack_make_room(struct obstack *__h, size_t __n)
{
	if ((size_t)(__h->chunk_limit - __h->next_free) < __n)
		_obstack_newchunk(__h, (unsigned int)__n);
}
#define obstack_make_room(h, n) __obstack_make_room((h), (n))

static __inline__ void __obstack_grow(struct obstack *__h, const void *__p, size_t __n)
{
	const char *__s = (const char *)__p;
	size_t __i;

	__obstack_make_room(__h, __n);
	for (__i = 0; __i < __n; __i++)
		__h->next_free[__i] = __s[__i];
	__h->next_free += __n;
}
static __inline__ void __obstack_grow0(struct obstack *__h, const void *__p, size_t __n)
{
	__obstack_make_room(__h, __n + 1);
	__obstack_grow(__h, __p, __n);
	*__h->next_free++ = 0;
}
#define obstack_grow(h, p, n) __obstack_grow((h), (p), (n))
#define obstack_grow0(h, p, n) __obstack_grow0((h), (p), (n))

/* The _fast forms assume the room is there (obstack_room said so). */
#define obstack_1grow_fast(h, c) ((void)(*(h)->next_free++ = (char)(c)))
#define obstack_blank_fast(h, n) ((void)((h)->next_free += (n)))
static __inline__ void __obstack_ptr_grow_fast(struct obstack *__h, const void *__p)
{
	void *__v = (void *)__p;
	char *__s = (char *)&__v;
	size_t __i;

	for (__i = 0; __i < sizeof __v; __i++)
		__h->next_free[__i] = __s[__i];
	__h->next_free += sizeof __v;
}
static __inline__ void __obstack_int_grow_fast(struct obstack *__h, int __v)
{
	char *__s = (char *)&__v;
	size_t __i;

	for (__i = 0; __i < sizeof __v; __i++)
		__h->next_free[__i] = __s[__i];
	__h->next_free += sizeof __v;
}
#define obstack_ptr_grow_fast(h, p) __obstack_ptr_grow_fast((h), (p))
#define obstack_int_grow_fast(h, v) __obstack_int_grow_fast((h), (v))

static __inline__ void __obstack_1grow(struct obstack *__h, int __c)
{
	__obstack_make_room(__h, 1);
	*__h->next_free++ = (char)__c;
}
static __inline__ void __obstack_ptr_grow(struct obstack *__h, const void *__p)
{
	__obstack_make_room(__h, sizeof(void *));
	__obstack_ptr_grow_fast(__h, __p);
}
static __inline__ void __obstack_int_grow(struct obstack *__h, int __v)
{
	__obstack_make_room(__h, sizeof(int));
	__obstack_int_grow_fast(__h, __v);
}
/* n may be negative, to shrink the object (not below its start). */
static __inline__ void __obstack_blank(struct obstack *__h, long __n)
{
	if (__n > 0)
		__obstack_make_room(__h, (size_t)__n);
	__h->next_free += __n;
}
#define obstack_1grow(h, c) __obstack_1grow((h), (c))
#define obstack_ptr_grow(h, p) __obstack_ptr_grow((h), (p))
#define obstack_int_grow(h, v) __obstack_int_grow((h), (v))
#define obstack_blank(h, n) __obstack_blank((h), (n))

/* Ends the growing object and returns it; the next one starts at the
   following aligned address (or at the chunk's end). */
static __inline__ void *__obstack_finish(struct obstack *__h)
{
	char *__obj = __h->object_base;
	unsigned long __at = (unsigned long)__h->next_free;

	if (__h->next_free == __obj)
		__h->maybe_empty_object = 1;
	__at = (__at + __h->alignment_mask) & ~(unsigned long)__h->alignment_mask;
	if (__at > (unsigned long)__h->chunk_limit || __at < (unsigned long)__h->next_free)
		__h->next_free = __h->chunk_limit;
	else
		__h->next_free += __at - (unsigned long)__h->next_free;
	__h->object_base = __h->next_free;
	return __obj;
}
#define obstack_finish(h) __obstack_finish(h)

static __inline__ void *__obstack_alloc(struct obstack *__h, size_t __n)
{
	__obstack_blank(__h, (long)__n);
	return __obstack_finish(__h);
}
static __inline__ void *__obstack_copy(struct obstack *__h, const void *__p, size_t __n)
{
	__obstack_grow(__h, __p, __n);
	return __obstack_finish(__h);
}
static __inline__ void *__obstack_copy0(struct obstack *__h, const void *__p, size_t __n)
{
	__obstack_grow0(__h, __p, __n);
	return __obstack_finish(__h);
}
#define obstack_alloc(h, n) __obstack_alloc((h), (n))
#define obstack_copy(h, p, n) __obstack_copy((h), (p), (n))
#define obstack_copy0(h, p, n) __obstack_copy0((h), (p), (n))

/* Frees obj and everything allocated after it; a null obj frees all,
   leaving the obstack to be set up again. */
static __inline__ void __obstack_free(struct obstack *__h, void *__obj)
{
	char *__o = (char *)__obj;

	if (__o > (char *)__h->chunk && __o < __h->chunk_limit)
		__h->next_free = __h->object_base = __o;
	else
		_obstack_free(__h, __obj);
}
#define obstack_free(h, obj) __obstack_free((h), (obj))

__WEFT_END

#endif
