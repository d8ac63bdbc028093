#include "dirent_impl.h"
#include "lock.h"

/*
 * Every open stream, for fork: a stream's lock is held only around one
 * getdents or lseek, but a thread that held it at the fork does not exist
 * in the child, so fork takes them all (with the list lock, outermost)
 * and the child finds them free and the streams' positions consistent.
 */

static DIR *head;

static void dir_atfork(int phase);
LOCK_DEFINE_HOOKED(static, list_lock, LOCK_LEVEL_STATE, dir_atfork);

static void dir_atfork(int phase)
{
	DIR *d;

	if (phase < 0) {
		__lock(&list_lock);
		for (d = head; d; d = d->next)
			__lock(&d->lock);
	} else if (phase == 0) {
		for (d = head; d; d = d->next)
			__unlock(&d->lock);
		__unlock(&list_lock);
	} else {
		for (d = head; d; d = d->next)
			d->lock = 0;
		list_lock = 0;
	}
}

hidden void __dir_link(DIR *d)
{
	__lock(&list_lock);
	d->prev = 0;
	d->next = head;
	if (head)
		head->prev = d;
	head = d;
	__unlock(&list_lock);
}

hidden void __dir_unlink(DIR *d)
{
	__lock(&list_lock);
	if (d->prev)
		d->prev->next = d->next;
	else
		head = d->next;
	if (d->next)
		d->next->prev = d->prev;
	__unlock(&list_lock);
}
