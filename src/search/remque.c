#include <search.h>

struct link {
	struct link *next, *prev;
};

/* Unlinks elem from its list. */
void remque(void *elem)
{
	struct link *e = elem;

	if (e->next)
		e->next->prev = e->prev;
	if (e->prev)
		e->prev->next = e->next;
}
