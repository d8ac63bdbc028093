#include <limits.h>
#include "rwlock_impl.h"
#include "sched_cache.h"

/* POSIX (Thread Execution Scheduling): a real-time reader is kept out only
   by a writer holding the lock or by a waiting writer of equal or higher
   priority.  The waiting writers' priorities live in the lock itself, so
   that this works between processes too: a few slots, one per priority,
   counting the writers waiting at it, and past them one overflow word
   holding the highest of the rest.  Writers that are not real-time count
   as priority 0 and need no slot (_rw_wwait counts every writer).  Only
   the contended paths come here. */

hidden int __rwlock_wtop(pthread_rwlock_t *rw)
{
	int top = 0, v;

	for (int i = 0; i < RW_NSLOTS; i++) {
		v = a_load(RW_SLOT(rw, i));
		if ((v & RW_SLOT_COUNT) && (int)RW_SLOT_PRIO(v) > top)
			top = RW_SLOT_PRIO(v);
	}
	v = a_load(&rw->_rw_wover);
	if ((v & RW_SLOT_COUNT) && (int)RW_SLOT_PRIO(v) > top)
		top = RW_SLOT_PRIO(v);
	return top;
}

hidden int __rwlock_outranks(pthread_rwlock_t *rw)
{
	int prio = __sched_rt_prio();

	return prio && prio > __rwlock_wtop(rw);
}

hidden int __rwlock_wslot_add(pthread_rwlock_t *rw, int prio)
{
	volatile int *p;
	int v, nv;

	if (!prio)
		return -1;
	/* Join the slot of our priority if one is in use, else take a free
	   one.  Two writers of one priority may take two slots; that only
	   spends a slot. */
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; i < RW_NSLOTS; i++) {
			p = RW_SLOT(rw, i);
			v = a_load(p);
			while (pass ? !(v & RW_SLOT_COUNT)
				    : (v & RW_SLOT_COUNT) && (int)RW_SLOT_PRIO(v) == prio) {
				nv = pass ? prio << 24 | 1 : v + 1;
				if (a_cas(p, v, nv) == v)
					return i;
				v = a_load(p);
			}
		}
	}
	p = &rw->_rw_wover;
	do {
		v = a_load(p);
		nv = ((int)RW_SLOT_PRIO(v) > prio ? v & ~RW_SLOT_COUNT : prio << 24)
			| ((v & RW_SLOT_COUNT) + 1);
	} while (a_cas(p, v, nv) != v);
	return RW_NSLOTS;
}

hidden void __rwlock_wslot_del(pthread_rwlock_t *rw, int slot)
{
	int v, nv;

	if (slot < 0)
		return;
	if (slot < RW_NSLOTS) {
		a_fetch_add(RW_SLOT(rw, slot), -1);
		return;
	}
	/* The last overflowed writer clears the bound it left behind. */
	do {
		v = a_load(&rw->_rw_wover);
		nv = (v & RW_SLOT_COUNT) == 1 ? 0 : v - 1;
	} while (a_cas(&rw->_rw_wover, v, nv) != v);
}

hidden int __rwlock_wake_writer(pthread_rwlock_t *rw)
{
	int rp = a_load(&rw->_rw_rprio);

	/* Readers before the writer: on a CPU the woken threads share, the
	   higher of them then runs first and a reader above every waiting
	   writer reads before a lower writer can take the lock.  The futex
	   wake itself takes the highest-priority writer. */
	if (rp && (a_load(&rw->_rw_rq) & RW_RCOUNT) && rp > __rwlock_wtop(rw))
		__rwlock_wake_readers(rw);
	__rwlock_wake_one_writer(rw);
	return 0;
}
