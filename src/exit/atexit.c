#include <stdlib.h>
#include <sys/mman.h>
#include "lock.h"
#include "syscall.h"

/*
 * Handlers live in a stack of blocks: a static first block, then blocks of
 * one page each from mmap, so there is no fixed limit and no dependence on
 * malloc.  exit() pops one handler at a time and calls it without the lock
 * held, so a handler may itself register handlers: they are popped next.
 */

struct block {
	struct block *next;     /* older block */
	size_t count, cap;
	/* An on_exit handler has sfn instead of fn. */
	struct entry {
		void (*fn)(void *);
		void (*sfn)(int, void *);
		void *arg;
	} *e;
};

#define FIRST_CAP 32
static struct entry first_entries[FIRST_CAP];
static struct block first = { 0, 0, FIRST_CAP, first_entries };

static struct block *head = &first;
LOCK_DEFINE(static, lock, LOCK_LEVEL_STATE);

static int add(void (*fn)(void *), void (*sfn)(int, void *), void *arg)
{
	struct block *b;

	__lock(&lock);
	if (head->count == head->cap) {
		long r = __syscall(SYS_mmap, 0, 4096, PROT_READ | PROT_WRITE,
				   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (r < 0 && r > -4096) {
			__unlock(&lock);
			return -1;
		}
		b = (struct block *)r;
		b->next = head;
		b->count = 0;
		b->cap = (4096 - sizeof *b) / sizeof b->e[0];
		b->e = (struct entry *)(b + 1);
		head = b;
	}
	head->e[head->count].fn = fn;
	head->e[head->count].sfn = sfn;
	head->e[head->count].arg = arg;
	head->count++;
	__unlock(&lock);
	return 0;
}

hidden int __atexit_add(void (*fn)(void *), void *arg)
{
	return add(fn, 0, arg);
}

hidden int __on_exit_add(void (*fn)(int, void *), void *arg)
{
	return add(0, fn, arg);
}

hidden void __funcs_on_exit(void)
{
	for (;;) {
		struct entry e;

		__lock(&lock);
		while (!head->count && head->next) {
			struct block *old = head;
			head = head->next;
			__syscall(SYS_munmap, old, 4096);
		}
		if (!head->count) {
			__unlock(&lock);
			return;
		}
		e = head->e[--head->count];
		__unlock(&lock);
		if (e.sfn)
			e.sfn(__exit_status, e.arg);
		else
			e.fn(e.arg);
	}
}

static void call_void(void *fn)
{
	((void (*)(void))fn)();
}

/* Registers fn to run at exit; 0, or -1 if out of memory. */
int atexit(void (*fn)(void))
{
	return __atexit_add(call_void, (void *)fn);
}
