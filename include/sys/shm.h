#ifndef _SYS_SHM_H
#define _SYS_SHM_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_time_t
#include <bits/typedefs.h>
#include <sys/ipc.h>

#if !defined(__weft_have_shmatt_t)
#define __weft_have_shmatt_t
typedef unsigned long shmatt_t;
#endif

#include <bits/shm.h>

__WEFT_BEGIN

/* shmget flags (besides IPC_CREAT, IPC_EXCL and the permission bits) */
#define SHM_R          0400
#define SHM_W          0200
#define SHM_HUGETLB    04000
#define SHM_NORESERVE  010000

/* shmat flags */
#define SHM_RDONLY 010000
#define SHM_RND    020000
#define SHM_REMAP  040000
#define SHM_EXEC   0100000

/* shmctl commands */
#define SHM_LOCK     11
#define SHM_UNLOCK   12
#ifdef _DEFAULT_SOURCE
#define SHM_STAT     13
#define SHM_INFO     14
#define SHM_STAT_ANY 15

/* shm_perm.mode bits the kernel reports */
#define SHM_DEST   01000
#define SHM_LOCKED 02000
#endif

int shmget(key_t key, size_t size, int flags);
void *shmat(int id, const void *addr, int flags);
int shmdt(const void *addr);
int shmctl(int id, int cmd, struct shmid_ds *buf);

__WEFT_END

#endif
