/* The libc's internal lock for its own shared state: 0 free, 1 held,
   2 held with waiters.  Single-threaded processes take no atomic. */
#ifndef _WEFT_LOCK_H
#define _WEFT_LOCK_H

#include "libc.h"

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
