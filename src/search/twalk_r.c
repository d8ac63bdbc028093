#define _GNU_SOURCE
#include "search_impl.h"

static void walk(const struct __tnode *n, void (*action)(const void *, VISIT, void *), void *closure)
{
	if (!n->l && !n->r) {
		action(n, leaf, closure);
		return;
	}
	action(n, preorder, closure);
	if (n->l)
		walk(n->l, action, closure);
	action(n, postorder, closure);
	if (n->r)
		walk(n->r, action, closure);
	action(n, endorder, closure);
}

/* twalk with the caller's pointer in place of the depth. */
void twalk_r(const void *root, void (*action)(const void *node, VISIT which, void *closure),
	     void *closure)
{
	if (root && action)
		walk(root, action, closure);
}
