/* ftok builds its key from the file's inode (low 16 bits), device (low 8
   bits) and proj_id (low 8 bits), as glibc does; two processes using the
   same path and proj_id meet on the same object. */
// test: timeout 30
#include <fcntl.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include "ipc_cleanup.h"

int main(void)
{
	struct stat st;
	key_t k, expect;
	int fd, id, s;
	pid_t child;

	t_ipc_guard();
	fd = open("f", O_CREAT | O_WRONLY, 0600);
	CHECK(fd >= 0);
	close(fd);
	CHECK_EQ(stat("f", &st), 0);

	expect = (key_t)((st.st_ino & 0xffff) | ((st.st_dev & 0xff) << 16) | (0x41u << 24));
	k = ftok("f", 0x41);
	CHECK_EQ(k, expect);
	CHECK_EQ(ftok("f", 0x141), expect);    /* only the low 8 bits of proj_id */
	CHECK(ftok("f", 0x42) != k);
	CHECK_EQ(ftok("f", 0xff), (key_t)((expect & 0xffffff) | (0xffu << 24)));
	CHECK_ERR(ftok("missing", 1), ENOENT);
	CHECK_ERR(ftok("f/x", 1), ENOTDIR);

	/* Another process finds the segment through the same key. */
	id = t_shm(shmget(k, 64, IPC_CREAT | IPC_EXCL | 0600));
	if (id < 0 && errno == EEXIST)
		return 0;   /* someone else's object has this key: nothing to prove */
	CHECK(id >= 0);
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		char *p;
		int cid = shmget(ftok("f", 0x41), 0, 0);
		CHECK_EQ(cid, id);
		p = shmat(cid, 0, 0);
		CHECK(p != (void *)-1);
		strcpy(p, "found");
		_exit(0);
	}
	CHECK_EQ(waitpid(child, &s, 0), child);
	CHECK_EQ(s, 0);
	{
		char *p = shmat(id, 0, SHM_RDONLY);
		CHECK(p != (void *)-1);
		CHECK_STR(p, "found");
		CHECK_EQ(shmdt(p), 0);
	}
	CHECK_EQ(shmctl(id, IPC_RMID, 0), 0);
	return 0;
}
