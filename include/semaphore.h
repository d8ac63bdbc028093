#ifndef _SEMAPHORE_H
#define _SEMAPHORE_H

#include <features.h>

#define __WEFT_WANT_clockid_t
#define __WEFT_WANT_mode_t
#define __WEFT_WANT_time_t
#define __WEFT_WANT_struct_timespec
#include <bits/typedefs.h>
#include <bits/semaphore.h>

__WEFT_BEGIN

/* sem_open's failure value. */
#define SEM_FAILED ((sem_t *)0)

/* Also in <limits.h>, with the same definition. */
#ifndef SEM_VALUE_MAX
#define SEM_VALUE_MAX 0x7fffffff
#endif

int sem_init(sem_t *sem, int pshared, unsigned value);
int sem_destroy(sem_t *sem);
int sem_post(sem_t *sem);
int sem_wait(sem_t *sem);
int sem_trywait(sem_t *sem);
int sem_timedwait(sem_t *__weft_restrict sem, const struct timespec *__weft_restrict abstime);
#if defined(_DEFAULT_SOURCE) || _POSIX_C_SOURCE + 0 >= 202405L
int sem_clockwait(sem_t *__weft_restrict sem, clockid_t clock,
		  const struct timespec *__weft_restrict abstime);
#endif
int sem_getvalue(sem_t *__weft_restrict sem, int *__weft_restrict value);

sem_t *sem_open(const char *name, int oflag, ...);
int sem_close(sem_t *sem);
int sem_unlink(const char *name);

__WEFT_END

#endif
