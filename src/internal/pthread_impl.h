/*
 * The thread core: the descriptor every thread has at its thread pointer,
 * the thread list, and the names the rest of the library uses to reach
 * them.  See docs/threads.md for the memory layout and the lifecycle.
 */
#ifndef _WEFT_PTHREAD_IMPL_H
#define _WEFT_PTHREAD_IMPL_H

#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include "libc.h"
#include "tp_arch.h"

/* A kind of wait's record of its spins (spin_gate.h). */
struct __spin_gate {
	unsigned misses;        /* spins in a row that ended in a sleep */
	unsigned waits;         /* waits in all, for the recount */
};

/* The kernel's robust-list head (set_robust_list). */
struct __robust_head {
	volatile void *volatile head;   /* circular list of held robust mutexes */
	long off;                       /* from a list entry to its futex word */
	volatile void *volatile pending;/* entry being locked or unlocked */
};

#define TSD_INLINE 32

struct __pthread {
	TP_ABI_FIELDS
	int tid;                 /* kernel thread id; cleared by the kernel at exit */
	int errno_val;
	/* Cancellation (docs/cancellation.md).  cancel goes from 0 to 1 once,
	   by pthread_cancel, and to 2 when pthread_exit closes it (a request
	   after that is not counted); cancel_disable is written by the thread
	   itself.  They
	   sit side by side at TP_CANCEL_OFFSET: the cancellable system call
	   reads both in one 8-byte load and acts when it sees exactly 1.
	   With TLS variant I they are the descriptor's last word instead,
	   just below the thread pointer (see the end of the structure). */
#if TLS_BELOW_TP
	volatile int cancel;
	volatile int cancel_disable;
#endif
	int cancel_async;
	struct __weft_cleanup *cleanup;  /* innermost cleanup record */
	void *stdio_cp;          /* FILE whose read or write is at a cancellation point */
	/* Lifecycle (DT_*), changed only with compare-and-swap. */
	volatile int detach_state;
	int is_main;
	void *(*start)(void *);
	void *start_arg;
	void *result;
	/* Thread list (circular, under __thread_list_lock). */
	struct __pthread *next, *prev;
	/* Memory: the mapping holding guard, stack, TLS and this descriptor
	   (map_base 0: not ours to free), and the stack as POSIX sees it. */
	void *map_base;
	size_t map_size;
	void *stack;             /* lowest address of the usable stack */
	size_t stack_size;
	size_t guard_size;
	/* Thread-specific data: keys below TSD_INLINE here, the rest in a
	   lazily allocated PTHREAD_KEYS_MAX array. */
	void *tsd_inline[TSD_INLINE];
	void **tsd;
	int tsd_used;            /* any non-null value set: destructors to run */
	/* pthread_kill: taken by the exiting thread before its tid may become
	   invalid, so a signal never reaches a reused tid. */
	volatile int killlock;
	int dead;
	/* Counted by the set*id broadcast running now (docs/setid.md);
	   written only under the list lock. */
	int sync_claim;
	/* Robust mutexes held (the kernel walks this list if we die). */
	struct __robust_head robust;
	/* Creation: the mask to install and scheduling to apply before the
	   start routine runs; startlock holds the child until the creator has
	   applied explicit scheduling. */
	unsigned long start_sigmask;
	int start_sigmask_set;
	volatile int startlock;
	int start_failed;
	/* The thread's scheduling as priority-protect mutexes see it
	   (sched_cache.h), 0 when unknown: anything that changes the
	   thread's scheduling through the library sets it back to 0. */
	volatile int sched_cache;
	/* Whether condvar and semaphore waits spin before they sleep
	   (spin_gate.h), and the CPUs the thread may run on as a wait last
	   counted them (0: count again; 2 also stands for "too many to
	   count"); the library sets cpus back to 0 wherever it changes the
	   mask. */
	struct __spin_gate cond_gate, sem_gate;
	int cpus;
	/* Lock-core waits that came to sleep behind counted sleepers
	   (__lk_wait.c: every second one naps first). */
	unsigned lk_sleeps;
	/* The thread's malloc heap (malloc_impl.h), 0 until it first
	   allocates; given back at exit. */
	struct __mheap *mheap;
#if !TLS_BELOW_TP
	_Alignas(8) volatile int cancel;
	volatile int cancel_disable;
#endif
};

/* detach_state */
enum { DT_JOINABLE, DT_DETACHED, DT_JOINING, DT_EXITING };

#ifdef TP_CANARY_OFFSET
_Static_assert(offsetof(struct __pthread, canary) == TP_CANARY_OFFSET,
	       "stack-protector canary must sit where the compiler reads it");
#endif

#if TLS_BELOW_TP
#define TP_CANCEL_FIELD_OFFSET TP_CANCEL_OFFSET
#else
#define TP_CANCEL_FIELD_OFFSET (sizeof(struct __pthread) + TP_CANCEL_OFFSET)
#endif
_Static_assert(offsetof(struct __pthread, cancel) == TP_CANCEL_FIELD_OFFSET &&
	       offsetof(struct __pthread, cancel_disable) == TP_CANCEL_FIELD_OFFSET + 4 &&
	       TP_CANCEL_FIELD_OFFSET % 8 == 0,
	       "the cancellable system call reads cancel and cancel_disable as one word");

/*
 * Where a thread's descriptor, thread pointer and TLS block lie
 * (docs/startup.md).  TLS variant II (x86_64): the thread pointer is the
 * descriptor's address and the TLS block ends just below it, tls.offset
 * bytes down.  Variant I (aarch64, riscv64): the descriptor ends at the
 * thread pointer and the tls.offset bytes above it hold the TCB_SIZE
 * bytes the ABI reserves, padding to the segment's alignment, then the
 * block.  In both, the descriptor and TLS take tls.offset +
 * sizeof(struct __pthread) contiguous bytes from __tls_low(t) up.
 */
/* tls.offset for a PT_TLS segment of memsz bytes whose alignment is
   align (a power of two), and the block's start relative to the thread
   pointer: where the linker puts it, for initial- and local-exec code. */
static inline size_t __tls_offset_for(size_t memsz, size_t align)
{
#if TLS_BELOW_TP
	return (memsz + align - 1) & -align;
#else
	return ((TP_TCB_SIZE + align - 1) & -align) + memsz;
#endif
}

static inline intptr_t __tls_block_from_tp(size_t offset, size_t memsz)
{
	return TLS_BELOW_TP ? -(intptr_t)offset : (intptr_t)(offset - memsz);
}

#if TLS_BELOW_TP
static inline struct __pthread *__tp_to_self(uintptr_t tp)
{
	return (struct __pthread *)tp;
}

static inline uintptr_t __self_to_tp(const struct __pthread *t)
{
	return (uintptr_t)t;
}

static inline unsigned char *__tls_low(const struct __pthread *t)
{
	return (unsigned char *)t - __libc.tls.offset;
}

static inline unsigned char *__tls_image_dest(const struct __pthread *t)
{
	return (unsigned char *)t - __libc.tls.offset;
}

/* The thread pointer for a layout whose highest usable byte is top - 1. */
static inline uintptr_t __tp_below(uintptr_t top)
{
	return (top - sizeof(struct __pthread)) & -(uintptr_t)__libc.tls.align;
}
#else
static inline struct __pthread *__tp_to_self(uintptr_t tp)
{
	return (struct __pthread *)tp - 1;
}

static inline uintptr_t __self_to_tp(const struct __pthread *t)
{
	return (uintptr_t)(t + 1);
}

static inline unsigned char *__tls_low(const struct __pthread *t)
{
	return (unsigned char *)t;
}

static inline unsigned char *__tls_image_dest(const struct __pthread *t)
{
	return (unsigned char *)(t + 1) + __libc.tls.offset - __libc.tls.memsz;
}

static inline uintptr_t __tp_below(uintptr_t top)
{
	return (top - __libc.tls.offset) & -(uintptr_t)__libc.tls.align;
}
#endif

static inline struct __pthread *__self(void)
{
	return __tp_to_self(__get_tp());
}

/* The calling thread's tid, in one load (lock fast paths). */
static inline int __self_tid(void)
{
	return __tp_load32(offsetof(struct __pthread, tid));
}

/* Another thread's tid for a system call: with t's kill lock held and
   signals blocked (old mask in *mask), t's tid; 0 (nothing held) if t
   has exited, which callers report as ESRCH.  A nonzero return must be
   followed by __tid_unlock(t, mask) once the system call is made.  The
   only sanctioned way to use t->tid of a thread other than the caller
   (docs/threads.md, lifetime); pthread_cancel alone signals without it,
   for the reason in docs/cancellation.md. */
hidden int __tid_lock(struct __pthread *t, unsigned long *mask);
hidden void __tid_unlock(struct __pthread *t, const unsigned long *mask);
/* The lock alone, for a caller that has blocked every signal itself and
   knows t is not the calling thread: t's tid (release with
   __tid_release), or 0 (nothing held) if t has exited. */
hidden int __tid_hold(struct __pthread *t);
hidden void __tid_release(struct __pthread *t);

/* System call nr on t's tid: nr(tid, a, b, c), made under __tid_lock.  The
   raw result (negative errno on failure), -ESRCH if t has exited.  For
   calls whose last arguments the kernel ignores, pass 0. */
hidden long __thread_syscall(struct __pthread *t, long nr, long a, long b, long c);

/* Thread list and count of live threads. */
extern hidden volatile int __thread_list_lock;
extern hidden volatile int __thread_count;

/* Defaults for new threads (pthread_setattr_default_np, PT_GNU_STACK).
   __default_stacksize is 0 until decided: read it with __stack_default. */
#define DEFAULT_STACK_SIZE (2u << 20)
#define DEFAULT_GUARD_SIZE 4096u
extern hidden size_t __default_stacksize, __default_guardsize;
hidden size_t __default_stack_init(void);

static inline size_t __stack_default(void)
{
	size_t s = __default_stacksize;
	return s ? s : __default_stack_init();
}

/* TSD destructors at thread exit (weak: only when keys are used). */
hidden void __pthread_tsd_run_dtors(void);

/* Attribute field names inside pthread_attr_t. */
#define _a_stacksize __u.__s[0]
#define _a_guardsize __u.__s[1]
#define _a_stackaddr __u.__s[2]
#define _a_sigmask   __u.__s[3]   /* pointer to a sigset_t, or 0 */
#define _a_affinity  __u.__s[4]   /* pointer to a cpu_set_t, or 0 */
#define _a_affsize   __u.__s[5]
#define _a_detach    __u.__i[12]
#define _a_flags     __u.__i[13]  /* low 8: policy; A_EXPLICIT; A_SCOPE_PROC; prio << 16 */
#define A_EXPLICIT 0x100
#define A_HAS_STACK 0x200

/* Frees the _a_sigmask/_a_affinity copies.  pthread_attr_destroy calls it
   through a weak reference and only the setters that allocate name it, so
   a program that never calls them links no malloc for attributes. */
hidden void __pthread_attr_np_free(pthread_attr_t *a);

#endif
