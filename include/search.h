/* Search tables: a hash table, binary search trees, linear search, and
   doubly linked queues. */
#ifndef _SEARCH_H
#define _SEARCH_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

typedef enum { FIND, ENTER } ACTION;
typedef enum { preorder, postorder, endorder, leaf } VISIT;

typedef struct entry {
	char *key;
	void *data;
} ENTRY;

__WEFT_BEGIN
int hcreate(size_t nel);
void hdestroy(void);
ENTRY *hsearch(ENTRY item, ACTION action);

#if defined(_GNU_SOURCE)
/* Reentrant tables: the caller holds the state, zeroed before hcreate_r. */
struct _ENTRY;
struct hsearch_data {
	struct _ENTRY *table;
	unsigned int size;
	unsigned int filled;
};
int hcreate_r(size_t nel, struct hsearch_data *htab);
void hdestroy_r(struct hsearch_data *htab);
int hsearch_r(ENTRY item, ACTION action, ENTRY **retval, struct hsearch_data *htab);
#endif

void *tsearch(const void *key, void **rootp, int (*compar)(const void *, const void *));
void *tfind(const void *key, void *const *rootp, int (*compar)(const void *, const void *));
void *tdelete(const void *__weft_restrict key, void **__weft_restrict rootp,
	      int (*compar)(const void *, const void *));
void twalk(const void *root, void (*action)(const void *node, VISIT which, int depth));
#if defined(_GNU_SOURCE)
void tdestroy(void *root, void (*freenode)(void *key));
void twalk_r(const void *root, void (*action)(const void *node, VISIT which, void *closure),
	     void *closure);
#endif

void *lsearch(const void *key, void *base, size_t *nelp, size_t width,
	      int (*compar)(const void *, const void *));
void *lfind(const void *key, const void *base, size_t *nelp, size_t width,
	    int (*compar)(const void *, const void *));

void insque(void *elem, void *prev);
void remque(void *elem);
#if defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE)
struct qelem {
	struct qelem *q_forw;
	struct qelem *q_back;
	char q_data[1];
};
#endif
__WEFT_END

#endif
