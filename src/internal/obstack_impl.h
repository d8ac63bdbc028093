#ifndef _WEFT_OBSTACK_IMPL_H
#define _WEFT_OBSTACK_IMPL_H

#include <obstack.h>
#include <stddef.h>
#include "libc.h"

/* What a chunk costs before its first object. */
#define __OBSTACK_HEAD offsetof(struct _obstack_chunk, contents)

/* A chunk from the obstack's allocator, in whichever form it was given. */
static inline struct _obstack_chunk *__obstack_chunk_get(struct obstack *h, size_t n)
{
	if (h->use_extra_arg)
		return h->chunkfun.extra(h->extra_arg, n);
	return h->chunkfun.plain(n);
}

static inline void __obstack_chunk_put(struct obstack *h, struct _obstack_chunk *c)
{
	if (h->use_extra_arg)
		h->freefun.extra(h->extra_arg, c);
	else
		h->freefun.plain(c);
}

/* The first aligned address for an object in chunk c. */
static inline char *__obstack_first(const struct obstack *h, struct _obstack_chunk *c)
{
	unsigned long at = (unsigned long)c->contents;

	return c->contents + (((at + h->alignment_mask) & ~(unsigned long)h->alignment_mask) - at);
}

/* The common part of _obstack_begin and _obstack_begin_1, once the
   allocator is in place: sizes, alignment and the first chunk. */
hidden int __obstack_setup(struct obstack *h, unsigned int size, unsigned int align);
/* Calls obstack_alloc_failed_handler, which must not return. */
hidden _Noreturn void __obstack_out_of_memory(void);

#endif
