/* C11 threads: thin names over weft's POSIX threads, with glibc's values
   and sizes (mtx_t and cnd_t are pthread_mutex_t and pthread_cond_t). */
#ifndef _THREADS_H
#define _THREADS_H

#include <features.h>
#include <time.h>

#define __WEFT_WANT_struct_timespec
#include <bits/typedefs.h>
#include <bits/archtypes.h>

#if !defined(__cplusplus) && (!defined(__STDC_VERSION__) || __STDC_VERSION__ < 202311L)
#define thread_local _Thread_local
#endif

#define TSS_DTOR_ITERATIONS 4

enum {
	thrd_success = 0,
	thrd_busy = 1,
	thrd_error = 2,
	thrd_nomem = 3,
	thrd_timedout = 4
};

enum {
	mtx_plain = 0,
	mtx_recursive = 1,
	mtx_timed = 2
};

typedef unsigned long thrd_t;
typedef int (*thrd_start_t)(void *);
typedef unsigned tss_t;
typedef void (*tss_dtor_t)(void *);
typedef struct { int __v; } once_flag;
#define ONCE_FLAG_INIT { 0 }

typedef struct { union { int __i[__WEFT_MUTEX_INTS]; volatile int __vi[__WEFT_MUTEX_INTS]; volatile void *volatile __p[__WEFT_MUTEX_INTS / 2]; } __u; } mtx_t;
typedef struct { union { int __i[12]; volatile int __vi[12]; void *__p[6]; } __u; } cnd_t;

__WEFT_BEGIN

int thrd_create(thrd_t *thr, thrd_start_t func, void *arg);
int thrd_equal(thrd_t a, thrd_t b);
thrd_t thrd_current(void);
int thrd_sleep(const struct timespec *duration, struct timespec *remaining);
void thrd_yield(void);
__weft_noreturn void thrd_exit(int res);
int thrd_detach(thrd_t thr);
int thrd_join(thrd_t thr, int *res);

void call_once(once_flag *flag, void (*func)(void));

int mtx_init(mtx_t *mtx, int type);
int mtx_lock(mtx_t *mtx);
int mtx_timedlock(mtx_t *__weft_restrict mtx, const struct timespec *__weft_restrict ts);
int mtx_trylock(mtx_t *mtx);
int mtx_unlock(mtx_t *mtx);
void mtx_destroy(mtx_t *mtx);

int cnd_init(cnd_t *cond);
int cnd_signal(cnd_t *cond);
int cnd_broadcast(cnd_t *cond);
int cnd_wait(cnd_t *cond, mtx_t *mtx);
int cnd_timedwait(cnd_t *__weft_restrict cond, mtx_t *__weft_restrict mtx,
		  const struct timespec *__weft_restrict ts);
void cnd_destroy(cnd_t *cond);

int tss_create(tss_t *key, tss_dtor_t dtor);
void *tss_get(tss_t key);
int tss_set(tss_t key, void *val);
void tss_delete(tss_t key);

__WEFT_END

#endif
