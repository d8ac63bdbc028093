/* struct ipc_perm's key is reachable as glibc's __key and, outside
   glibc, as key (what busybox's ipcs uses when __GLIBC__ is not
   defined): one field under two names, the kernel's layout unchanged. */
// test: timeout 30
#include <fcntl.h>
#include <stddef.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/shm.h>
#include "ipc_cleanup.h"

int main(void)
{
	struct shmid_ds ds;
	struct msqid_ds mq;
	key_t key;
	int id, fd;

	/* the kernel's ipc64_perm: key, uid, gid, cuid, cgid, mode, seq */
	CHECK_EQ(offsetof(struct ipc_perm, __key), 0);
	CHECK_EQ(offsetof(struct ipc_perm, uid), 4);
	CHECK_EQ(offsetof(struct ipc_perm, mode), 20);
	CHECK_EQ(sizeof(struct ipc_perm), 32 + 2 * sizeof(long));

	t_ipc_guard();
	fd = open("key", O_CREAT | O_WRONLY, 0600);
	CHECK(fd >= 0);
	close(fd);
	key = ftok("key", 'K');
	CHECK(key != -1);
	id = t_shm(shmget(key, 4096, IPC_CREAT | IPC_EXCL | 0600));
	CHECK(id >= 0);
	CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.shm_perm.__key, key);
	CHECK_EQ(ds.shm_perm.mode & 0777, 0600);
#ifndef __GLIBC__
	CHECK_EQ(offsetof(struct ipc_perm, key), 0);
	CHECK_EQ(ds.shm_perm.key, key);
	ds.shm_perm.key = 1234;
	CHECK_EQ(ds.shm_perm.__key, 1234);
#endif
	id = t_msq(msgget(key, IPC_CREAT | IPC_EXCL | 0640));
	CHECK(id >= 0);
	CHECK_EQ(msgctl(id, IPC_STAT, &mq), 0);
	CHECK_EQ(mq.msg_perm.__key, key);
	CHECK_EQ(mq.msg_perm.mode & 0777, 0640);
#ifndef __GLIBC__
	CHECK_EQ(mq.msg_perm.key, key);
#endif
	return 0;
}
