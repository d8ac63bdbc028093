#include "rwlock_impl.h"

/* The end of a write phase with readers registered as waiting: the lock
   goes to all of them at once, as read locks counted in _rw_state before
   they run, and flipping RW_RPHASE tells them so.  The count stored first
   is the one read before; if readers left or came before the flip, the
   lock word is corrected to the number actually handed over (if none is
   left, that correction was the release).  Writers cannot take the lock
   before those readers have released it, and new readers stay out behind
   waiting writers as usual: after at most one write phase, every reader
   that waited through it reads. */
static int hand_to_readers(pthread_rwlock_t *rw, int q)
{
	int n = q & RW_RCOUNT, c, s = n;

	a_store(&rw->_rw_state, n);
	while (!__atomic_compare_exchange_n(&rw->_rw_rq, &q, (q ^ RW_RPHASE) & RW_RPHASE, 0,
					    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
		c = q & RW_RCOUNT;
		if (c != n) {
			s = a_fetch_add(&rw->_rw_state, c - n) + c - n;
			n = c;
		}
		/* All of them left: the lock may be free, and even a
		   writer's by now, so the word is not ours to change. */
		if (!c)
			break;
	}
	if (q & RW_RSLEEP)
		__rwlock_wake(&rw->_rw_rseq, INT_MAX, __rwlock_priv(rw));
	/* Nobody was left to take it: this was the release. */
	if (!s && (a_load(&rw->_rw_wwait) & RW_WCOUNT))
		__rwlock_wake_one_writer(rw);
	return 0;
}

/* The write unlock, out of line so that the read unlock stays a leaf
   function. */
static __attribute__((noinline)) int write_unlock(pthread_rwlock_t *rw)
{
	int q, w;

	if (__atomic_load_n(&rw->_rw_owner, __ATOMIC_RELAXED) != __rwlock_me(rw))
		return EPERM;
	__atomic_store_n(&rw->_rw_owner, 0, __ATOMIC_RELAXED);
	q = a_load(&rw->_rw_rq);
	w = a_load(&rw->_rw_wwait) & RW_WCOUNT;
	if ((q & RW_RCOUNT) || w) {
		__rwlock_forget_orphans(rw);
		q = a_load(&rw->_rw_rq);
		w = a_load(&rw->_rw_wwait) & RW_WCOUNT;
	}
	/* Readers registered: the lock is theirs, unless a real-time
	   writer waits (POSIX orders readers and writers by priority
	   then, docs/rwlock.md). */
	if ((q & RW_RCOUNT) && (!w || !__rwlock_wtop(rw)))
		return hand_to_readers(rw, q);
	/* Sequentially consistent: the sleep bits are read after the
	   release (docs/rwlock.md, "no lost wakeup"). */
	a_store(&rw->_rw_state, 0);
	/* Writers first (readers would only find the gate closed),
	   out of line: real-time readers may come before them. */
	if (a_load(&rw->_rw_wwait) & RW_WCOUNT)
		return __rwlock_wake_writer(rw);
	__rwlock_wake_readers(rw);
	return 0;
}

static __attribute__((noinline)) int wake_writer(pthread_rwlock_t *rw)
{
	__rwlock_wake_one_writer(rw);
	return 0;
}

/* Releases the caller's read or write lock.  EPERM if the lock is not
   held, or is write-locked by another thread (a read lock's holders are
   not recorded, so releasing another thread's read lock goes unnoticed).
   With nobody waiting: one atomic, no system call. */
int pthread_rwlock_unlock(pthread_rwlock_t *rw)
{
	int s = 1;

	/* The owner is set only while a writer holds the lock (by then, for
	   a reader, it reads 0).  Then the guess "one reader": the
	   compare-and-swap does not wait for a load of the lock word. */
	if (__atomic_load_n(&rw->_rw_owner, __ATOMIC_RELAXED))
		return write_unlock(rw);
	while (!__atomic_compare_exchange_n(&rw->_rw_state, &s, s - 1, 1,
					    __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) {
		if (s & RW_WRITER)
			return write_unlock(rw);
		if (!(s & RW_READERS))
			return EPERM;
	}
	if (__rwlock_rdheld > 0)
		__rwlock_rdheld--;
	/* The last reader lets a waiting writer in. */
	if ((s & RW_READERS) == 1 && (a_load(&rw->_rw_wwait) & RW_WCOUNT))
		return wake_writer(rw);
	return 0;
}
