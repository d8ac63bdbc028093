#include <stdint.h>
#include <sys/mman.h>
#include "lock.h"
#include "syscall.h"
#include "thread_mem.h"

/*
 * Exited threads' mappings, kept for reuse so that creating a thread
 * usually costs one clone and no mmap.  Entries are the old descriptors,
 * linked through their `next` field.  An entry may be put here by a
 * detached thread that is still running on that stack: it becomes
 * reusable only once the kernel has cleared its tid (CLONE_CHILD_CLEARTID,
 * which happens after the thread stops touching its memory); a taker
 * passes over it until then.  Bounded by CACHE_MAX entries; dirty stack
 * pages are given back (give_back), so a cached stack costs address
 * space and a few pages, not the memory its thread used.
 */

#define CACHE_MAX 32

static void cache_atfork(int phase);
LOCK_DEFINE_HOOKED(static, lock, LOCK_LEVEL_STACKS, cache_atfork);
static struct __pthread *head;
static int count;

/* fork (docs/fork.md): an entry whose detached thread was still exiting
   when the parent forked would keep a nonzero tid in the child for ever,
   since that thread does not exist there and no kernel write will clear
   the copy.  In the child every entry's memory is free: say so. */
static void cache_atfork(int phase)
{
	if (phase < 0) {
		__lock(&lock);
	} else if (phase == 0) {
		__unlock(&lock);
	} else {
		for (struct __pthread *t = head; t; t = t->next)
			t->tid = 0;
		lock = 0;
	}
}

hidden size_t __thread_map_size(size_t stack, size_t guard)
{
	size_t page = __libc.page_size;
	size_t tls = __libc.tls.offset + sizeof(struct __pthread) + __libc.tls.align;

	tls = (tls + page - 1) & -page;
	return guard + stack + tls;
}

/* Only a mapping whose previous thread is gone from the kernel's view
   (tid cleared: see docs/threads.md, lifetime) is taken; if every
   candidate's thread is still exiting, a fresh mapping is cheaper than
   waiting for one. */
hidden void *__stack_cache_get(size_t map_size, size_t guard)
{
	struct __pthread *t, **pp;

	__lock(&lock);
	for (pp = &head; (t = *pp); pp = &t->next)
		if (t->map_size == map_size && t->guard_size == guard &&
		    !__atomic_load_n(&t->tid, __ATOMIC_ACQUIRE))
			break;
	if (t) {
		*pp = t->next;
		count--;
	}
	__unlock(&lock);
	return t ? t->map_base : 0;
}

/* A cached stack should cost address space, not memory: the pages its
   thread dirtied are given back (MADV_DONTNEED; they read as zeros when
   touched again).  Kept: the page holding the start of TLS and
   everything above it (TLS, descriptor, the first stack frames), which
   the next thread writes at once.  A detached thread caching itself is
   still running on this stack: it keeps, in addition, everything from one
   page below its current frame up; the calls left before its exit only
   return upwards, and no signal handler can run (all are blocked). */
#define KEEP_BELOW_TLS (16u << 10)

/* Entries put while the cache holds fewer than this many are not
   trimmed: the cache is a stack, so those are the next to be reused, and
   a create/join loop pays no system call.  At most KEEP_DIRTY untrimmed
   entries are ever cached (one is added only while fewer than that many
   entries are), which bounds the memory cached stacks keep. */
#define KEEP_DIRTY 2

static void give_back(struct __pthread *t)
{
	uintptr_t page = __libc.page_size;
	uintptr_t lo = (uintptr_t)t->map_base + t->guard_size;
	uintptr_t hi = ((uintptr_t)__tls_low(t) & -page) - KEEP_BELOW_TLS;

	if (t == __self()) {
		uintptr_t sp = ((uintptr_t)__builtin_frame_address(0) & -page) - page;
		if (sp < hi)
			hi = sp;
	}
	if (hi > lo)
		__syscall(SYS_madvise, lo, hi - lo, MADV_DONTNEED);
}

/* With the cache full, the oldest entry of another shape whose thread is
   gone is taken out (under the lock) for the caller to unmap, so that a
   program that moves on to a new stack size does not keep mapping and
   unmapping while the cache holds only sizes it no longer uses.  None
   such: 0, and the new entry is refused instead. */
static struct __pthread *evict_other(const struct __pthread *t)
{
	struct __pthread *e, **pp, **victim = 0;

	for (pp = &head; (e = *pp); pp = &e->next)
		if ((e->map_size != t->map_size || e->guard_size != t->guard_size) &&
		    !__atomic_load_n(&e->tid, __ATOMIC_ACQUIRE))
			victim = pp;
	if (!victim)
		return 0;
	e = *victim;
	*victim = e->next;
	count--;
	return e;
}

/* Any size is kept (a program that sets its threads' stack size, as
   libuv and Rust's std do, creates them at the cost of a default one);
   a mapping holding only TLS and the descriptor, for a thread on the
   caller's own stack, is not. */
hidden int __stack_cache_put(struct __pthread *t)
{
	struct __pthread *old;

	if (!t->map_base || (unsigned char *)t->stack != (unsigned char *)t->map_base + t->guard_size)
		return 0;
	__lock(&lock);
	if (count >= CACHE_MAX) {
		old = evict_other(t);
		__unlock(&lock);
		if (!old)
			return 0;
		__syscall(SYS_munmap, old->map_base, old->map_size);
		__lock(&lock);
		if (count >= CACHE_MAX) {
			__unlock(&lock);
			return 0;
		}
	}
	if (count >= KEEP_DIRTY) {
		__unlock(&lock);
		/* Before the entry is published: once listed, a taker may
		   reuse it (a gone thread's entry at once). */
		give_back(t);
		__lock(&lock);
		if (count >= CACHE_MAX) {
			__unlock(&lock);
			return 0;
		}
	}
	t->next = head;
	head = t;
	count++;
	__unlock(&lock);
	return 1;
}

hidden void __thread_free(struct __pthread *t)
{
	if (!t->map_base)
		return;
	if (!__stack_cache_put(t))
		__syscall(SYS_munmap, t->map_base, t->map_size);
}
