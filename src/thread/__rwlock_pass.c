#include "rwlock_impl.h"

/* Counts a reader that went in past a waiting writer whose gate is open;
   the count's last value closes the gate instead, so that such a writer
   waits for at most RW_WPASS / RW_WPASS1 readers before new ones stay
   out (docs/rwlock.md, "Writers are not starved by readers"). */
hidden void __rwlock_pass(pthread_rwlock_t *rw)
{
	int w = a_load(&rw->_rw_wwait), n;

	do {
		if ((w & (RW_WSLEEP | RW_WGATE)) != RW_WSLEEP || !(w & RW_WCOUNT))
			return;
		n = (w & RW_WPASS) == RW_WPASS ? w | RW_WGATE : w + RW_WPASS1;
	} while (!__atomic_compare_exchange_n(&rw->_rw_wwait, &w, n, 0,
					      __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
}
