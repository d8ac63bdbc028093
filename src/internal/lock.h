/*
 * The lock core, and the libc's internal lock built on it.
 *
 * One protocol on one int serves the internal locks, the FILE locks and
 * the mutexes that are neither robust nor priority-inheriting
 * (docs/mutex.md has the invariants and the ordering arguments):
 *
 *   bit 0       LK_LOCKED   held
 *   bits 1-10   LK_SLEEPERS threads that counted themselves on their way
 *                           into the kernel and are not back yet
 *   bit 11      LK_WOKEN    an unlock made a wake-up that nobody has yet
 *                           answered: no other unlock wakes meanwhile
 *   bit 12      LK_HANDOFF  a starving thread has reserved the lock: it
 *                           spins, and a release leaves the word to it
 *   bits 13-31  LK_GEN      wake-ups made while threads were counted:
 *                           a thread that counted itself before a wake-up
 *                           never finds the word unchanged after it
 *
 * The holder is not in the word (a kind that needs to know it keeps its
 * tid beside the word), so the word a sleeper waits on stays the same
 * while the lock passes between running threads.  Taking a free lock is
 * one compare-and-swap 0 -> LK_LOCKED, giving it back one
 * compare-and-swap LK_LOCKED -> 0; anything else goes to the slow paths,
 * which spin one step of pauses, and a bounded time while nobody sleeps
 * (or as a thread back from the kernel), then count themselves and
 * sleep (a newcomer behind sleepers may first nap, uncounted, and look
 * again).  An unlock wakes only when somebody is counted and no wake-up
 * is unanswered.
 */
#ifndef _WEFT_LOCK_H
#define _WEFT_LOCK_H

#include <time.h>
#include "atomic.h"
#include "libc.h"

#define LK_LOCKED   0x00000001
#define LK_SLEEPER  0x00000002
#define LK_SLEEPERS 0x000007fe
#define LK_WOKEN    0x00000800
#define LK_HANDOFF  0x00001000
#define LK_GEN      0x00002000u
#define LK_GENS     0xffffe000u

/* Pause iterations a thread spins before it sleeps: about the cost of a
   futex sleep and wake-up on current x86_64 machines.  The rwlock spins
   this long, and so do the lock core's reservation waits. */
#define LK_SPIN 100

/* The lock core's spin before a sleep: LK_SPIN_BUDGET pauses in all,
   the word read once every LK_SPIN_STEP pauses, the first time only
   after a whole step.  A waiter that finds the word free takes it, and
   a hand-over moves the word's and the critical section's cache lines
   to the taker's CPU; a holder that runs takes and gives back the lock
   many times per step with every line in its own cache.  So the first
   look comes late: on a host where a line moves in 100-200 ns, reading
   after 1, 2, 4, ... pauses handed the lock over at every few pairs and
   made two threads 1.07-1.22 x glibc's time, 0.58-0.64 with the step
   (docs/mutex.md).  Longer (1000 pauses in all) helped two threads in a
   tight loop but cost SQLite with 4 threads on 2 CPUs 1.7 x its time:
   a spinner cannot tell that the holder was preempted. */
#define LK_SPIN_BUDGET 300
#define LK_SPIN_STEP 64

/* How long a newcomer without a deadline naps, on every second wait of
   its thread that would sleep behind counted sleepers, before it looks
   again (20 us: docs/mutex.md, "Giving the CPU away"). */
#define LK_NAP_NS 20000

/* Wake-ups a waiter without a deadline goes through without getting the
   lock before it reserves it (LK_HANDOFF). */
#define LK_STARVE 4

/* Slow paths.  __lk_wait: 0 once the caller holds *w, ETIMEDOUT when
   the absolute deadline at on clk (CLOCK_REALTIME or CLOCK_MONOTONIC)
   passed first, EINVAL for a bad at; at == 0 waits forever.  __lk_wake
   gives back a word that has sleepers counted or a wake-up unanswered. */
#ifdef LK_WEAK
/* The internal and FILE locks contend only once a second thread exists,
   and pthread_create, which calls the core directly, links the slow
   paths: a program without threads carries neither. */
#define LK_WEAK_ __attribute__((__weak__))
#else
#define LK_WEAK_
#endif
hidden int __lk_wait(volatile int *w, int priv, clockid_t clk,
		     const struct timespec *at) LK_WEAK_;
hidden void __lk_wake(volatile int *w, int priv) LK_WEAK_;

static inline void __lk_lock(volatile int *w, int priv)
{
	if (a_cas(w, 0, LK_LOCKED))
		__lk_wait(w, priv, CLOCK_REALTIME, 0);
}

static inline void __lk_unlock(volatile int *w, int priv)
{
	if (a_cas(w, LK_LOCKED, 0) != LK_LOCKED)
		__lk_wake(w, priv);
}

/* The internal lock: a word of the format above.  Single-threaded
   processes take it with plain stores. */
hidden void __lock(volatile int *l);
hidden void __unlock(volatile int *l);

/*
 * The registry of internal locks (docs/fork.md).  A lock guarding state
 * that outlives one call is defined only with LOCK_DEFINE, which also
 * places a descriptor of it in the section weft_locks; fork() walks that
 * section, so a lock cannot be added without fork knowing it, and a
 * program that links no such lock carries no descriptor
 * (tools/check-locks.sh enforces the rule).
 *
 * fork takes the locks level by level, lowest first, and gives them back
 * in the opposite order.  The levels encode nesting: code that takes a
 * registered lock while holding another must take the one of the higher
 * level second, or fork could wait for a thread that waits for fork.
 */
enum {
	LOCK_LEVEL_STDIO,   /* open-file list: fflush(0) takes FILE locks,
			       popen allocates, under it */
	LOCK_LEVEL_STATE,   /* env, time zone, random, atexit, dirent list:
			       may allocate under them */
	LOCK_LEVEL_TSD,     /* key table: key deletion walks the thread list */
	LOCK_LEVEL_THREADS, /* thread list (and the default attributes) */
	LOCK_LEVEL_STACKS,  /* stack cache */
	LOCK_LEVEL_MALLOC,  /* the heap: takes no other lock */
	LOCK_LEVELS
};

/* What fork needs of one lock.  With a hook, fork calls hook(-1) to
   quiesce, hook(0) in the parent and hook(1) in the child instead of
   locking, unlocking and clearing the word itself: for subsystems with
   per-object state to take or reset as well (stdio's FILEs, open
   directories). */
struct __lock_entry {
	volatile int *lock;
	void (*hook)(int phase);
	int level;
};

/* The section name is a C identifier, so the linker defines
   __start_weft_locks and __stop_weft_locks, and referring to them keeps
   the section under --gc-sections.  Aligned to the entry's own alignment
   so that entries from different objects form one array. */
#define LOCK_ENTRY_(name, l, h, lv) \
	static struct __lock_entry __lock_entry_##name \
	__attribute__((__used__, __section__("weft_locks"), \
		       __aligned__(__alignof__(struct __lock_entry)))) = { l, h, lv }

/* LOCK_DEFINE(hidden, __env_lock, LOCK_LEVEL_STATE); or with static. */
#define LOCK_DEFINE(storage, name, level) \
	storage volatile int name; \
	LOCK_ENTRY_(name, &name, 0, level)
#define LOCK_DEFINE_HOOKED(storage, name, level, hook) \
	storage volatile int name; \
	LOCK_ENTRY_(name, &name, hook, level)

#endif
