#define _GNU_SOURCE
#include "gai_impl.h"
#include "lock.h"

/* A request still waiting for a helper is taken out (EAI_CANCELED, its
   status too); one that runs cannot be stopped (EAI_NOTCANCELED); one
   that has ended, or was never started, is EAI_ALLDONE. */
int gai_cancel(struct gaicb *req)
{
	struct __gai_req **p, *r = 0, *prev = 0;
	int e;

	if (!req)
		return EAI_ALLDONE;
	__lock(&__gai_lock);
	for (p = &__gai_head; *p; prev = *p, p = &(*p)->next)
		if ((*p)->cb == req) {
			r = *p;
			*p = r->next;
			__gai_unlinked(r, prev);
			break;
		}
	e = __atomic_load_n(&req->__return, __ATOMIC_SEQ_CST);
	__unlock(&__gai_lock);
	if (r) {
		__gai_finish(r, EAI_CANCELED);
		return EAI_CANCELED;
	}
	return e == EAI_INPROGRESS ? EAI_NOTCANCELED : EAI_ALLDONE;
}
