#include "search_impl.h"

static void walk(const struct __tnode *n, void (*action)(const void *, VISIT, int), int depth)
{
	if (!n->l && !n->r) {
		action(n, leaf, depth);
		return;
	}
	action(n, preorder, depth);
	if (n->l)
		walk(n->l, action, depth + 1);
	action(n, postorder, depth);
	if (n->r)
		walk(n->r, action, depth + 1);
	action(n, endorder, depth);
}

/* Calls action on every node: a leaf once, an inner node before, between
   and after its subtrees (postorder is the in-order visit). */
void twalk(const void *root, void (*action)(const void *node, VISIT which, int depth))
{
	if (root && action)
		walk(root, action, 0);
}
