/* System V shared memory: a child writes into a private segment and the
   parent reads it; IPC_STAT reports size, attach count and the creating and
   last pids; IPC_SET, IPC_INFO, SHM_INFO, SHM_STAT, SHM_LOCK; read-only
   attaches; the get errors (ENOENT, EEXIST, EINVAL) and IPC_RMID. */
// test: timeout 30
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include "ipc_cleanup.h"

int main(void)
{
	struct shmid_ds ds;
	struct shminfo info;
	struct shm_info sinfo;
	key_t key;
	int id, id2, st, fd, i, max, found, r;
	char *p, *q;
	pid_t parent, child;

	t_ipc_guard();
	parent = getpid();

	/* Keyed segments: ENOENT, creation, EEXIST, EINVAL for a larger size. */
	fd = open("key", O_CREAT | O_WRONLY, 0600);
	CHECK(fd >= 0);
	close(fd);
	key = ftok("key", 'S');
	CHECK(key != -1);
	CHECK_ERR(shmget(key, 4096, 0600), ENOENT);
	id = t_shm(shmget(key, 4096, IPC_CREAT | IPC_EXCL | 0600));
	CHECK(id >= 0);
	CHECK_ERR(shmget(key, 4096, IPC_CREAT | IPC_EXCL | 0600), EEXIST);
	CHECK_ERR(shmget(key, 8192, 0600), EINVAL);
	CHECK_EQ(shmget(key, 100, 0), id);
	CHECK_EQ(shmget(key, 4096, IPC_CREAT | 0600), id);
	CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.shm_perm.__key, key);
	CHECK_EQ(shmctl(id, IPC_RMID, 0), 0);
	CHECK_ERR(shmctl(id, IPC_STAT, &ds), EINVAL);
	CHECK_ERR(shmget(key, 4096, 0600), ENOENT);
	CHECK_ERR(shmget(IPC_PRIVATE, 0, 0600), EINVAL);

	/* A private segment shared by fork. */
	id = t_shm(shmget(IPC_PRIVATE, 10000, 0600));
	CHECK(id >= 0);
	CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.shm_segsz, 10000);
	CHECK_EQ(ds.shm_nattch, 0);
	CHECK_EQ(ds.shm_cpid, parent);
	CHECK_EQ(ds.shm_perm.__key, IPC_PRIVATE);
	CHECK_EQ(ds.shm_perm.mode & 0777, 0600);
	CHECK_EQ(ds.shm_perm.uid, geteuid());
	CHECK_EQ(ds.shm_perm.cuid, geteuid());
	CHECK_EQ(ds.shm_perm.cgid, getegid());
	CHECK_EQ(ds.shm_atime, 0);
	CHECK(ds.shm_ctime != 0);

	p = shmat(id, 0, 0);
	CHECK(p != (void *)-1);
	CHECK_EQ((unsigned long)p % SHMLBA, 0);
	CHECK_EQ(p[0], 0);
	CHECK_EQ(p[9999], 0);
	CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.shm_nattch, 1);
	CHECK_EQ(ds.shm_lpid, parent);
	CHECK(ds.shm_atime != 0);

	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		/* The attachment is inherited; attach a second view too. */
		char *c = shmat(id, 0, 0);
		CHECK(c != (void *)-1 && c != p);
		strcpy(c + 5000, "written by the child");
		p[9999] = 'z';
		CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
		CHECK_EQ(ds.shm_nattch, 3);
		CHECK_EQ(shmdt(c), 0);
		CHECK_EQ(shmdt(p), 0);
		_exit(0);
	}
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);
	CHECK_STR(p + 5000, "written by the child");
	CHECK_EQ(p[9999], 'z');
	CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.shm_nattch, 1);
	CHECK_EQ(ds.shm_lpid, child);
	CHECK_EQ(ds.shm_cpid, parent);
	CHECK(ds.shm_dtime != 0);

	/* A read-only view of the same memory. */
	q = shmat(id, 0, SHM_RDONLY);
	CHECK(q != (void *)-1);
	CHECK_STR(q + 5000, "written by the child");
	p[0] = 'A';
	CHECK_EQ(q[0], 'A');
	CHECK_EQ(shmdt(q), 0);
	CHECK_ERR(shmdt(q), EINVAL);
	CHECK_ERR(shmat(id, (char *)p + 1, 0) == (void *)-1 ? -1 : 0, EINVAL);

	/* IPC_SET changes the mode; IPC_STAT sees it. */
	ds.shm_perm.mode = 0640;
	CHECK_EQ(shmctl(id, IPC_SET, &ds), 0);
	CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.shm_perm.mode & 0777, 0640);

	/* System-wide information, and SHM_STAT by index finds our id. */
	max = shmctl(0, IPC_INFO, (struct shmid_ds *)&info);
	CHECK(max >= 0);
	CHECK(info.shmmax >= 10000);
	CHECK(info.shmmni > 0);
	CHECK_EQ(info.shmmin, 1);
	max = shmctl(0, SHM_INFO, (struct shmid_ds *)&sinfo);
	CHECK(max >= 0);
	CHECK(sinfo.used_ids >= 1);
	found = 0;
	for (i = 0; i <= max; i++) {
		int sid = shmctl(i, SHM_STAT, &ds);
		if (sid == id) {
			found = 1;
			CHECK_EQ(ds.shm_segsz, 10000);
		}
	}
	CHECK(found);
	CHECK_ERR(shmctl(id, 12345, &ds), EINVAL);

	/* SHM_LOCK needs CAP_IPC_LOCK or a memlock limit: when it works the
	   mode says so and SHM_UNLOCK clears it. */
	r = shmctl(id, SHM_LOCK, 0);
	if (r == 0) {
		CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
		CHECK(ds.shm_perm.mode & SHM_LOCKED);
		CHECK_EQ(shmctl(id, SHM_UNLOCK, 0), 0);
		CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
		CHECK(!(ds.shm_perm.mode & SHM_LOCKED));
	} else {
		CHECK(errno == EPERM || errno == ENOMEM);
	}

	/* IPC_RMID while attached: marked for destruction, still usable,
	   gone after the last detach. */
	CHECK_EQ(shmctl(id, IPC_RMID, 0), 0);
	CHECK_EQ(shmctl(id, IPC_STAT, &ds), 0);
	CHECK(ds.shm_perm.mode & SHM_DEST);
	strcpy(p, "still mapped");
	CHECK_STR(p, "still mapped");
	CHECK_EQ(shmdt(p), 0);
	CHECK_ERR(shmctl(id, IPC_STAT, &ds), EINVAL);

	/* A second private segment is a different one. */
	id2 = t_shm(shmget(IPC_PRIVATE, 1, IPC_CREAT | 0600));
	CHECK(id2 >= 0 && id2 != id);
	CHECK_EQ(shmctl(id2, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.shm_segsz, 1);
	CHECK_EQ(shmctl(id2, IPC_RMID, 0), 0);
	return 0;
}
