#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include "atfork.h"
#include "lock.h"

/*
 * The registrations, oldest first, in a list that only grows: a node's
 * fields and its prev link never change once it is linked, so fork can
 * walk the nodes up to the tail it saw without holding the lock, and
 * handlers may call pthread_atfork (or fork) themselves.  The lock only
 * orders appends; nothing is allocated or called under it.
 */
struct __atfork {
	void (*prepare)(void), (*parent)(void), (*child)(void);
	struct __atfork *prev, *next;
};

static struct __atfork *head, *tail;
LOCK_DEFINE(static, lock, LOCK_LEVEL_STATE);

int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void))
{
	struct __atfork *n = malloc(sizeof *n);

	if (!n)
		return ENOMEM;
	n->prepare = prepare;
	n->parent = parent;
	n->child = child;
	n->next = 0;
	__lock(&lock);
	n->prev = tail;
	if (tail)
		tail->next = n;
	else
		head = n;
	tail = n;
	__unlock(&lock);
	return 0;
}

/* Called by fork before it takes any internal lock (handlers may use
   malloc, stdio, anything) and again after it has released them all.
   The registrations seen at the prepare step are the ones whose parent
   or child handlers run: one registered meanwhile (by a handler, or by
   another thread) ran no prepare handler in this fork. */
hidden struct __atfork *__atfork_run(int phase, struct __atfork *last)
{
	if (phase < 0) {
		__lock(&lock);
		last = tail;
		__unlock(&lock);
		for (struct __atfork *n = last; n; n = n->prev)
			if (n->prepare)
				n->prepare();
		return last;
	}
	if (!last)
		return 0;
	for (struct __atfork *n = head;; n = n->next) {
		void (*f)(void) = phase ? n->child : n->parent;
		if (f)
			f();
		if (n == last)
			break;
	}
	return last;
}
