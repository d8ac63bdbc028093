#include "search_impl.h"

/* The node holding key, or null. */
void *tfind(const void *key, void *const *rootp, int (*compar)(const void *, const void *))
{
	struct __tnode *n;

	if (!rootp)
		return 0;
	for (n = *rootp; n;) {
		int c = compar(key, n->key);
		if (!c)
			return n;
		n = c < 0 ? n->l : n->r;
	}
	return 0;
}
