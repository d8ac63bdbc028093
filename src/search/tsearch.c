#include <stdlib.h>
#include "search_impl.h"

/* The node holding key, added if missing (null if that needs memory it
   cannot get).  The node's first word is the key pointer. */
void *tsearch(const void *key, void **rootp, int (*compar)(const void *, const void *))
{
	struct __tnode **path[128], **slot = (struct __tnode **)rootp, *n;
	int depth = 0;

	if (!rootp)
		return 0;
	while (*slot) {
		int c = compar(key, (*slot)->key);
		if (!c)
			return *slot;
		path[depth++] = slot;
		slot = c < 0 ? &(*slot)->l : &(*slot)->r;
	}
	n = malloc(sizeof *n);
	if (!n)
		return 0;
	*n = (struct __tnode){ key, 0, 0, 1 };
	*slot = n;
	/* rotations move nodes between slots but never free or copy one, so
	   n stays the node of key */
	while (depth)
		__tree_rebalance(path[--depth]);
	return n;
}
