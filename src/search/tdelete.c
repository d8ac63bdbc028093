#include <stdlib.h>
#include "search_impl.h"

/* Removes key's node.  Returns its parent node, rootp itself when the
   root was removed (POSIX only asks for non-null), or null when key is
   not in the tree. */
void *tdelete(const void *restrict key, void **restrict rootp,
	      int (*compar)(const void *, const void *))
{
	struct __tnode **path[130], **slot = (struct __tnode **)rootp, *n, *parent;
	int depth = 0, at;

	if (!rootp)
		return 0;
	while (*slot) {
		int c = compar(key, (*slot)->key);
		if (!c)
			break;
		path[depth++] = slot;
		slot = c < 0 ? &(*slot)->l : &(*slot)->r;
	}
	n = *slot;
	if (!n)
		return 0;
	parent = depth ? *path[depth - 1] : (struct __tnode *)rootp;
	at = depth;
	path[depth++] = slot;
	if (!n->l || !n->r) {
		*slot = n->l ? n->l : n->r;
	} else {
		/* the next node in order takes n's place: relinked, not copied,
		   since callers may hold pointers to nodes */
		struct __tnode **s = &n->r, *succ;
		path[depth++] = s;
		while ((*s)->l) {
			s = &(*s)->l;
			path[depth++] = s;
		}
		succ = *s;
		depth--;  /* succ's own slot is rebalanced as the subtree it left */
		*s = succ->r;
		succ->l = n->l;
		succ->r = n->r;
		succ->h = n->h;
		*slot = succ;
		/* the path went through n's right link, now succ's */
		path[at + 1] = &succ->r;
	}
	free(n);
	while (depth--)
		if (*path[depth])
			__tree_rebalance(path[depth]);
	return parent;
}
