#include "search_impl.h"

/* AVL trees: every node's subtrees differ in height by at most one, so
   depth stays below 1.45 log2(n) and the path arrays in tsearch and
   tdelete can be fixed-size. */

static int height(const struct __tnode *n)
{
	return n ? n->h : 0;
}

static void fix_height(struct __tnode *n)
{
	int l = height(n->l), r = height(n->r);
	n->h = (l > r ? l : r) + 1;
}

/* Turns the subtree at *slot so that its child on side dir rises. */
static void rotate(struct __tnode **slot, int right_child_rises)
{
	struct __tnode *n = *slot, *c;

	if (right_child_rises) {
		c = n->r;
		n->r = c->l;
		c->l = n;
	} else {
		c = n->l;
		n->l = c->r;
		c->r = n;
	}
	fix_height(n);
	fix_height(c);
	*slot = c;
}

hidden void __tree_rebalance(struct __tnode **slot)
{
	struct __tnode *n = *slot;
	int bal = height(n->r) - height(n->l);

	if (bal > 1) {
		if (height(n->r->l) > height(n->r->r))
			rotate(&n->r, 0);
		rotate(slot, 1);
	} else if (bal < -1) {
		if (height(n->l->r) > height(n->l->l))
			rotate(&n->l, 1);
		rotate(slot, 0);
	} else {
		fix_height(n);
	}
}
