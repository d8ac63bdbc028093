/* Atomic operations for the library, on the compiler's __atomic builtins.
   Sequentially consistent unless a caller documents why less is enough. */
#ifndef _WEFT_ATOMIC_H
#define _WEFT_ATOMIC_H

static inline int a_cas(volatile int *p, int expected, int desired)
{
	__atomic_compare_exchange_n(p, &expected, desired, 0,
				    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	return expected;
}

static inline int a_swap(volatile int *p, int v)
{
	return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST);
}

static inline int a_fetch_add(volatile int *p, int v)
{
	return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
}

static inline void a_store(volatile int *p, int v)
{
	__atomic_store_n(p, v, __ATOMIC_SEQ_CST);
}

static inline int a_load(volatile int *p)
{
	return __atomic_load_n(p, __ATOMIC_SEQ_CST);
}

static inline void a_spin(void)
{
#if defined(__x86_64__)
	__builtin_ia32_pause();
#endif
}

#endif
