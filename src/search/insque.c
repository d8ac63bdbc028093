#include <search.h>

struct link {
	struct link *next, *prev;
};

/* Links elem after prev; a null prev starts a new linear list. */
void insque(void *elem, void *prev)
{
	struct link *e = elem, *p = prev;

	if (!p) {
		e->next = e->prev = 0;
		return;
	}
	e->next = p->next;
	e->prev = p;
	p->next = e;
	if (e->next)
		e->next->prev = e;
}
