#include <limits.h>
#include "evcount.h"
#include "futex.h"

hidden void __ev_post(struct __evcount *ev)
{
	__atomic_fetch_add(&ev->seq, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&ev->waiters, __ATOMIC_SEQ_CST))
		__futex_wake(&ev->seq, INT_MAX, 1);
}
