#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include "futex.h"
#include "gai_impl.h"
#include "signal_impl.h"

/* Starts getaddrinfo for each non-null entry of list.  GAI_WAIT returns
   once all have ended (each one's outcome is for gai_error); GAI_NOWAIT
   returns at once and notifies as sevp says when all have ended.  An
   unknown mode, or a notification that cannot be given, is EAI_SYSTEM
   with errno EINVAL; EAI_AGAIN when the requests could not be queued
   (some may have been). */
int getaddrinfo_a(int mode, struct gaicb *list[], int nitems, struct sigevent *sevp)
{
	struct __sigev_group *g;
	int e;

	if ((mode != GAI_WAIT && mode != GAI_NOWAIT) || nitems < 0 || (nitems && !list)) {
		errno = EINVAL;
		return EAI_SYSTEM;
	}
	if (mode == GAI_NOWAIT && sevp && __sigev_notify_check(sevp)) {
		errno = EINVAL;
		return EAI_SYSTEM;
	}
	if (!(g = malloc(sizeof *g)))
		return EAI_AGAIN;
	g->pending = 1;
	g->refs = 1;
	g->notify = mode == GAI_NOWAIT && sevp && sevp->sigev_notify != SIGEV_NONE;
	g->code = SI_ASYNCNL;
	if (g->notify)
		g->sev = *sevp;
	e = __gai_enqueue(list, nitems, g);
	/* Queueing is over: a group with nothing in flight ends here. */
	__sigev_group_done(g);
	if (mode == GAI_WAIT) {
		int left;
		while ((left = __atomic_load_n(&g->pending, __ATOMIC_SEQ_CST)))
			__futex_wait(&g->pending, left, 1);
	}
	__sigev_group_release(g);
	return e;
}
