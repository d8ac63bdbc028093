/* The <sys/queue.h> macros: each kind of list is built by every insert
   macro, walked both ways where it can be, and emptied by every removal
   macro; the order after each step is checked.  <sys/cdefs.h> brackets
   and pastes. */
#include <sys/cdefs.h>
#include <sys/queue.h>
#include <string.h>
#include "check.h"

__BEGIN_DECLS
static int twice __P((int));
__END_DECLS

static int twice(int x)
{
	return 2 * x;
}

struct node {
	int v;
	SLIST_ENTRY(node) sl;
	STAILQ_ENTRY(node) stq;
	LIST_ENTRY(node) l;
	TAILQ_ENTRY(node) tq;
	CIRCLEQ_ENTRY(node) cq;
};

static struct node n[6];

/* the values in order, as digits: "2013" */
#define ORDER(buf, var, FOREACH, head, field) do { \
	char *__o = buf; \
	FOREACH(var, head, field) \
		*__o++ = '0' + (var)->v; \
	*__o = 0; \
} while (0)

SLIST_HEAD(shead, node);
STAILQ_HEAD(sthead, node);
LIST_HEAD(lhead, node);
TAILQ_HEAD(thead, node);
CIRCLEQ_HEAD(chead, node);

int main(void)
{
	char buf[16];
	struct node *p, *t __attribute__((unused));
	for (int i = 0; i < 6; i++)
		n[i].v = i;
	CHECK_EQ(twice(__CONCAT(2, 1)), 42);
	CHECK_STR(__STRING(a + b), "a + b");

	struct shead sh = SLIST_HEAD_INITIALIZER(sh);
	CHECK(SLIST_EMPTY(&sh));
	SLIST_INSERT_HEAD(&sh, &n[1], sl);
	SLIST_INSERT_HEAD(&sh, &n[0], sl);
	SLIST_INSERT_AFTER(&n[1], &n[2], sl);
	SLIST_INSERT_AFTER(&n[0], &n[3], sl);
	ORDER(buf, p, SLIST_FOREACH, &sh, sl);
	CHECK_STR(buf, "0312");
	CHECK(SLIST_FIRST(&sh) == &n[0] && SLIST_NEXT(&n[0], sl) == &n[3]);
	SLIST_REMOVE(&sh, &n[1], node, sl);
	SLIST_REMOVE(&sh, &n[0], node, sl);
	SLIST_REMOVE_HEAD(&sh, sl);
	ORDER(buf, p, SLIST_FOREACH, &sh, sl);
	CHECK_STR(buf, "2");
	/* the _SAFE walks are FreeBSD's: glibc 2.36 lacks them */
#ifdef SLIST_FOREACH_SAFE
	SLIST_FOREACH_SAFE(p, &sh, sl, t)
		SLIST_REMOVE(&sh, p, node, sl);
#else
	SLIST_REMOVE_HEAD(&sh, sl);
#endif
	CHECK(SLIST_EMPTY(&sh));
	SLIST_INIT(&sh);
	CHECK(SLIST_EMPTY(&sh));

	struct sthead st = STAILQ_HEAD_INITIALIZER(st), st2;
	STAILQ_INIT(&st2);
	STAILQ_INSERT_TAIL(&st, &n[1], stq);
	STAILQ_INSERT_HEAD(&st, &n[0], stq);
	STAILQ_INSERT_TAIL(&st, &n[3], stq);
	STAILQ_INSERT_AFTER(&st, &n[1], &n[2], stq);
	STAILQ_INSERT_AFTER(&st, &n[3], &n[4], stq);	/* new tail */
	STAILQ_INSERT_TAIL(&st2, &n[5], stq);
	STAILQ_CONCAT(&st, &st2);
	CHECK(STAILQ_EMPTY(&st2));
	ORDER(buf, p, STAILQ_FOREACH, &st, stq);
	CHECK_STR(buf, "012345");
	STAILQ_REMOVE(&st, &n[5], node, stq);	/* the tail: the next append must follow n[4] */
	STAILQ_REMOVE_HEAD(&st, stq);
	STAILQ_REMOVE(&st, &n[2], node, stq);
	STAILQ_INSERT_TAIL(&st, &n[0], stq);
	ORDER(buf, p, STAILQ_FOREACH, &st, stq);
	CHECK_STR(buf, "1340");
	CHECK(STAILQ_FIRST(&st) == &n[1] && STAILQ_NEXT(&n[4], stq) == &n[0]);
#ifdef STAILQ_FOREACH_SAFE
	STAILQ_FOREACH_SAFE(p, &st, stq, t)
		STAILQ_REMOVE_HEAD(&st, stq);
#else
	while (!STAILQ_EMPTY(&st))
		STAILQ_REMOVE_HEAD(&st, stq);
#endif
	CHECK(STAILQ_EMPTY(&st));
	STAILQ_INSERT_TAIL(&st, &n[2], stq);
	CHECK(STAILQ_FIRST(&st) == &n[2]);

	struct lhead lh = LIST_HEAD_INITIALIZER(lh);
	LIST_INIT(&lh);
	LIST_INSERT_HEAD(&lh, &n[2], l);
	LIST_INSERT_BEFORE(&n[2], &n[0], l);
	LIST_INSERT_AFTER(&n[0], &n[1], l);
	LIST_INSERT_AFTER(&n[2], &n[3], l);
	ORDER(buf, p, LIST_FOREACH, &lh, l);
	CHECK_STR(buf, "0123");
	LIST_REMOVE(&n[0], l);
	LIST_REMOVE(&n[3], l);
	LIST_REMOVE(&n[1], l);
	ORDER(buf, p, LIST_FOREACH, &lh, l);
	CHECK_STR(buf, "2");
	CHECK(LIST_FIRST(&lh) == &n[2] && !LIST_NEXT(&n[2], l));
#ifdef LIST_FOREACH_SAFE
	LIST_FOREACH_SAFE(p, &lh, l, t)
		LIST_REMOVE(p, l);
#else
	LIST_REMOVE(&n[2], l);
#endif
	CHECK(LIST_EMPTY(&lh));

	struct thead th = TAILQ_HEAD_INITIALIZER(th), th2;
	TAILQ_INIT(&th2);
	TAILQ_INSERT_TAIL(&th, &n[2], tq);
	TAILQ_INSERT_HEAD(&th, &n[0], tq);
	TAILQ_INSERT_AFTER(&th, &n[0], &n[1], tq);
	TAILQ_INSERT_AFTER(&th, &n[2], &n[4], tq);
	TAILQ_INSERT_BEFORE(&n[4], &n[3], tq);
	TAILQ_INSERT_TAIL(&th2, &n[5], tq);
	TAILQ_CONCAT(&th, &th2, tq);
	CHECK(TAILQ_EMPTY(&th2));
	ORDER(buf, p, TAILQ_FOREACH, &th, tq);
	CHECK_STR(buf, "012345");
	{
		char *o = buf;
		TAILQ_FOREACH_REVERSE(p, &th, thead, tq)
			*o++ = '0' + p->v;
		*o = 0;
	}
	CHECK_STR(buf, "543210");
	CHECK(TAILQ_LAST(&th, thead) == &n[5]);
	CHECK(TAILQ_PREV(&n[3], thead, tq) == &n[2]);
	CHECK(TAILQ_PREV(&n[0], thead, tq) == 0);
	TAILQ_REMOVE(&th, &n[5], tq);
	TAILQ_REMOVE(&th, &n[0], tq);
	TAILQ_REMOVE(&th, &n[3], tq);
	CHECK(TAILQ_LAST(&th, thead) == &n[4] && TAILQ_FIRST(&th) == &n[1]);
#ifdef TAILQ_SWAP	/* FreeBSD's, not in glibc 2.36 */
	TAILQ_SWAP(&th, &th2, node, tq);
#else
	TAILQ_CONCAT(&th2, &th, tq);
#endif
	CHECK(TAILQ_EMPTY(&th));
	ORDER(buf, p, TAILQ_FOREACH, &th2, tq);
	CHECK_STR(buf, "124");
	TAILQ_INSERT_TAIL(&th, &n[0], tq);
#ifdef TAILQ_FOREACH_SAFE
	TAILQ_FOREACH_SAFE(p, &th2, tq, t)
		TAILQ_REMOVE(&th2, p, tq);
#else
	while ((p = TAILQ_FIRST(&th2)))
		TAILQ_REMOVE(&th2, p, tq);
#endif
	CHECK(TAILQ_EMPTY(&th2) && TAILQ_LAST(&th, thead) == &n[0]);

	struct chead ch = CIRCLEQ_HEAD_INITIALIZER(ch);
	CHECK(CIRCLEQ_EMPTY(&ch));
	CIRCLEQ_INSERT_HEAD(&ch, &n[2], cq);
	CIRCLEQ_INSERT_HEAD(&ch, &n[1], cq);
	CIRCLEQ_INSERT_TAIL(&ch, &n[4], cq);
	CIRCLEQ_INSERT_BEFORE(&ch, &n[1], &n[0], cq);
	CIRCLEQ_INSERT_AFTER(&ch, &n[2], &n[3], cq);
	CIRCLEQ_INSERT_AFTER(&ch, &n[4], &n[5], cq);
	ORDER(buf, p, CIRCLEQ_FOREACH, &ch, cq);
	CHECK_STR(buf, "012345");
	ORDER(buf, p, CIRCLEQ_FOREACH_REVERSE, &ch, cq);
	CHECK_STR(buf, "543210");
	CHECK(CIRCLEQ_FIRST(&ch) == &n[0] && CIRCLEQ_LAST(&ch) == &n[5]);
	/* (glibc's LOOP macros take only a plain name as elm) */
	struct node *n0 = &n[0], *n5 = &n[5];
	CHECK(CIRCLEQ_LOOP_NEXT(&ch, n5, cq) == &n[0]);
	CHECK(CIRCLEQ_LOOP_PREV(&ch, n0, cq) == &n[5]);
	CHECK(CIRCLEQ_LOOP_NEXT(&ch, n0, cq) == &n[1]);
	CHECK(CIRCLEQ_NEXT(&n[1], cq) == &n[2] && CIRCLEQ_PREV(&n[1], cq) == &n[0]);
	CIRCLEQ_REMOVE(&ch, &n[0], cq);
	CIRCLEQ_REMOVE(&ch, &n[5], cq);
	CIRCLEQ_REMOVE(&ch, &n[3], cq);
	ORDER(buf, p, CIRCLEQ_FOREACH, &ch, cq);
	CHECK_STR(buf, "124");
	CIRCLEQ_REMOVE(&ch, &n[1], cq);
	CIRCLEQ_REMOVE(&ch, &n[2], cq);
	CIRCLEQ_REMOVE(&ch, &n[4], cq);
	CHECK(CIRCLEQ_EMPTY(&ch));
	CIRCLEQ_INIT(&ch);
	CHECK(CIRCLEQ_EMPTY(&ch));
	return 0;
}
