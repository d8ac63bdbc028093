#include <stdlib.h>
#include "search_impl.h"

/* Frees every node, calling freenode on each key first (GNU). */
void tdestroy(void *root, void (*freenode)(void *key))
{
	struct __tnode *n = root;

	if (!n)
		return;
	tdestroy(n->l, freenode);
	tdestroy(n->r, freenode);
	if (freenode)
		freenode((void *)n->key);
	free(n);
}
