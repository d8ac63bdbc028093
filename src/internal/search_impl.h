/* Shared by the hsearch and tsearch families. */
#ifndef _WEFT_SEARCH_IMPL_H
#define _WEFT_SEARCH_IMPL_H

#define _GNU_SOURCE
#include <search.h>
#include "libc.h"

/* A hash-table slot; key null means empty. */
struct _ENTRY {
	ENTRY e;
	size_t hash;
};

/* The table hcreate/hsearch/hdestroy share (not thread-safe, as POSIX
   says). */
extern hidden struct hsearch_data __htab;

/* A tree node: the key pointer first, as POSIX lets callers read it
   through the returned pointer. */
struct __tnode {
	const void *key;
	struct __tnode *l, *r;
	int h;
};

/* Restores the AVL balance at *slot after one of its subtrees changed
   height by one. */
hidden void __tree_rebalance(struct __tnode **slot);

#endif
