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
 * which happens after the thread stops touching its memory), so a taker
 * waits for that.  Bounded by CACHE_MAX entries; virtual size, not RSS,
 * is what a cached stack costs.
 */

#define CACHE_MAX 32

LOCK_DEFINE(static, lock, LOCK_LEVEL_STACKS);
static struct __pthread *head;
static int count;

hidden size_t __thread_map_size(size_t stack, size_t guard)
{
	size_t page = __libc.page_size;
	size_t tls = __libc.tls.offset + sizeof(struct __pthread) + __libc.tls.align;

	tls = (tls + page - 1) & -page;
	return guard + stack + tls;
}

/* Only a mapping whose previous thread is gone from the kernel's view
   (tid cleared: see docs/threads.md, lifetime) is taken; if every candidate's thread is still exiting,
   a fresh mapping is cheaper than waiting for one. */
hidden void *__stack_cache_get(size_t map_size)
{
	struct __pthread *t, **pp;

	__lock(&lock);
	for (pp = &head; (t = *pp); pp = &t->next)
		if (t->map_size == map_size && !__atomic_load_n(&t->tid, __ATOMIC_ACQUIRE))
			break;
	if (t) {
		*pp = t->next;
		count--;
	}
	__unlock(&lock);
	return t ? t->map_base : 0;
}

hidden int __stack_cache_put(struct __pthread *t)
{
	if (!t->map_base || t->map_size != __thread_map_size(__default_stacksize, __default_guardsize))
		return 0;
	__lock(&lock);
	if (count >= CACHE_MAX) {
		__unlock(&lock);
		return 0;
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
