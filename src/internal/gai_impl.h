/*
 * getaddrinfo_a (glibc's asynchronous lookups): requests queued in one
 * list and run by a few helper threads, each an ordinary getaddrinfo.
 * Linked only by getaddrinfo_a, gai_suspend and gai_cancel.
 */
#ifndef _WEFT_GAI_IMPL_H
#define _WEFT_GAI_IMPL_H

#define _GNU_SOURCE
#include <netdb.h>
#include <signal.h>
#include "evcount.h"
#include "libc.h"
#include "signal_impl.h"

/* One getaddrinfo_a call is a struct __sigev_group (signal_impl.h):
   its requests notified together. */

/* A queued request. */
struct __gai_req {
	struct gaicb *cb;
	struct __sigev_group *g;
	struct __gai_req *next;
};

/* The queue, under __gai_lock. */
extern hidden volatile int __gai_lock;
extern hidden struct __gai_req *__gai_head;

/* Queues the non-null entries of list for g, starting helpers as
   needed: 0, or EAI_AGAIN (memory, or no helper thread at all). */
hidden int __gai_enqueue(struct gaicb *const list[], int n, struct __sigev_group *g);

/* gai_cancel has taken r (after prev, or first) out of the queue,
   under the lock: the queue's tail and count follow. */
hidden void __gai_unlinked(struct __gai_req *r, struct __gai_req *prev);

/* A request has ended with status e (its result already stored): the
   status is published, gai_suspend's sleepers woken, the group told. */
hidden void __gai_finish(struct __gai_req *r, int e);

/* Posted after every request's end: what gai_suspend waits on. */
extern hidden struct __evcount __gai_ends;

#endif
