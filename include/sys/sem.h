#ifndef _SYS_SEM_H
#define _SYS_SEM_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_time_t
#ifdef _GNU_SOURCE
#define __WEFT_WANT_struct_timespec
#endif
#include <bits/typedefs.h>
#include <sys/ipc.h>
#include <bits/sem.h>

__WEFT_BEGIN

/* semop flag */
#define SEM_UNDO 0x1000

/* semctl commands */
#define GETPID  11
#define GETVAL  12
#define GETALL  13
#define GETNCNT 14
#define GETZCNT 15
#define SETVAL  16
#define SETALL  17
#ifdef _DEFAULT_SOURCE
#define SEM_STAT     18
#define SEM_INFO     19
#define SEM_STAT_ANY 20
#endif

/* The application defines union semun itself (POSIX); this says so. */
#define _SEM_SEMUN_UNDEFINED 1

struct sembuf {
	unsigned short sem_num;
	short sem_op;
	short sem_flg;
};

int semget(key_t key, int nsems, int flags);
int semop(int id, struct sembuf *ops, size_t nops);
int semctl(int id, int num, int cmd, ...);
#ifdef _GNU_SOURCE
int semtimedop(int id, struct sembuf *ops, size_t nops, const struct timespec *timeout);
#endif

__WEFT_END

#endif
