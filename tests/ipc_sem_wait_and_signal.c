/* System V semaphores between processes: a child blocks in semop until the
   parent posts (GETNCNT sees it waiting, GETPID names it afterwards);
   waiting for zero (GETZCNT); SETALL/GETALL/SETVAL/GETVAL; semtimedop
   times out with EAGAIN; SEM_UNDO is undone when the child exits; a waiter
   gets EIDRM when the set is removed; IPC_STAT/SET/INFO, SEM_INFO/STAT. */
// test: timeout 30
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/ipc.h>
#include <sys/sem.h>
#include <time.h>
#include "ipc_cleanup.h"

union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};

/* Waits until semctl(id, num, cmd) reports want (up to 10 s). */
static void wait_count(int id, int num, int cmd, int want)
{
	struct timespec ms = { 0, 1000000 };
	long end = t_now_ms() + 10000;
	int v;

	while ((v = semctl(id, num, cmd)) != want && t_now_ms() < end)
		nanosleep(&ms, 0);
	CHECK_EQ(v, want);
}

static int op(int id, unsigned short num, short val, short flg)
{
	struct sembuf b = { num, val, flg };
	return semop(id, &b, 1);
}

int main(void)
{
	unsigned short vals[3] = { 0, 5, 2 }, got[3];
	struct semid_ds ds;
	struct seminfo si;
	union semun arg;
	struct timespec to = { 0, 100 * 1000000 };
	int id, st, p[2], max, i, found;
	long t0;
	pid_t parent, child;
	char c;

	t_ipc_guard();
	parent = getpid();

	CHECK_ERR(semget(IPC_PRIVATE, -1, 0600), EINVAL);
	id = t_sem(semget(IPC_PRIVATE, 3, 0600));
	CHECK(id >= 0);

	arg.array = vals;
	CHECK_EQ(semctl(id, 0, SETALL, arg), 0);
	arg.array = got;
	CHECK_EQ(semctl(id, 0, GETALL, arg), 0);
	CHECK_EQ(got[0], 0);
	CHECK_EQ(got[1], 5);
	CHECK_EQ(got[2], 2);
	CHECK_EQ(semctl(id, 1, GETVAL), 5);
	arg.val = 7;
	CHECK_EQ(semctl(id, 1, SETVAL, arg), 0);
	CHECK_EQ(semctl(id, 1, GETVAL), 7);
	arg.val = 5;
	CHECK_EQ(semctl(id, 1, SETVAL, arg), 0);
	arg.val = 32768;
	CHECK_ERR(semctl(id, 1, SETVAL, arg), ERANGE);
	CHECK_ERR(semctl(id, 3, GETVAL), EINVAL);
	CHECK_ERR(op(id, 3, 1, 0), EFBIG);
	CHECK_ERR(op(id, 0, -1, IPC_NOWAIT), EAGAIN);

	/* semtimedop: the timeout is relative and gives EAGAIN. */
	{
		struct sembuf b = { 0, -1, 0 };
		t0 = t_now_ms();
		CHECK_ERR(semtimedop(id, &b, 1, &to), EAGAIN);
		CHECK_GE(t_now_ms() - t0, 90);
	}

	/* A child blocks until the parent posts. */
	CHECK_EQ(pipe(p), 0);
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		close(p[0]);
		CHECK_EQ(op(id, 0, -1, 0), 0);
		CHECK_EQ(write(p[1], "a", 1), 1);
		/* Then wait for semaphore 2 to reach zero. */
		CHECK_EQ(op(id, 2, 0, 0), 0);
		CHECK_EQ(write(p[1], "b", 1), 1);
		_exit(0);
	}
	close(p[1]);
	wait_count(id, 0, GETNCNT, 1);
	CHECK_EQ(fcntl(p[0], F_SETFL, O_NONBLOCK), 0);
	CHECK_ERR(read(p[0], &c, 1), EAGAIN);
	CHECK_EQ(semctl(id, 0, GETPID), parent);
	CHECK_EQ(op(id, 0, 1, 0), 0);
	CHECK_EQ(fcntl(p[0], F_SETFL, 0), 0);
	CHECK_EQ(read(p[0], &c, 1), 1);
	CHECK_EQ(c, 'a');
	CHECK_EQ(semctl(id, 0, GETVAL), 0);
	CHECK_EQ(semctl(id, 0, GETNCNT), 0);
	CHECK_EQ(semctl(id, 0, GETPID), child);
	wait_count(id, 2, GETZCNT, 1);
	CHECK_EQ(op(id, 2, -2, 0), 0);
	CHECK_EQ(read(p[0], &c, 1), 1);
	CHECK_EQ(c, 'b');
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);
	close(p[0]);

	/* SEM_UNDO: the child's -3 is given back when it exits. */
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		CHECK_EQ(op(id, 1, -3, SEM_UNDO), 0);
		CHECK_EQ(semctl(id, 1, GETVAL), 2);
		_exit(0);
	}
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);
	CHECK_EQ(semctl(id, 1, GETVAL), 5);

	/* Several operations are applied all at once or not at all. */
	{
		struct sembuf two[2] = { { 1, -1, 0 }, { 0, -1, IPC_NOWAIT } };
		CHECK_ERR(semop(id, two, 2), EAGAIN);
		CHECK_EQ(semctl(id, 1, GETVAL), 5);
		two[1].sem_op = 1;
		CHECK_EQ(semop(id, two, 2), 0);
		CHECK_EQ(semctl(id, 1, GETVAL), 4);
		CHECK_EQ(semctl(id, 0, GETVAL), 1);
	}

	/* IPC_STAT, IPC_SET. */
	arg.buf = &ds;
	CHECK_EQ(semctl(id, 0, IPC_STAT, arg), 0);
	CHECK_EQ(ds.sem_nsems, 3);
	CHECK_EQ(ds.sem_perm.mode & 0777, 0600);
	CHECK_EQ(ds.sem_perm.uid, geteuid());
	CHECK_EQ(ds.sem_perm.__key, IPC_PRIVATE);
	CHECK(ds.sem_otime != 0);
	CHECK(ds.sem_ctime != 0);
	ds.sem_perm.mode = 0640;
	CHECK_EQ(semctl(id, 0, IPC_SET, arg), 0);
	CHECK_EQ(semctl(id, 0, IPC_STAT, arg), 0);
	CHECK_EQ(ds.sem_perm.mode & 0777, 0640);

	/* System-wide information, and SEM_STAT by index. */
	arg.__buf = &si;
	max = semctl(0, 0, IPC_INFO, arg);
	CHECK(max >= 0);
	CHECK(si.semmsl >= 3);
	CHECK(si.semvmx >= 32767);
	max = semctl(0, 0, SEM_INFO, arg);
	CHECK(max >= 0);
	CHECK(si.semusz >= 1);   /* SEM_INFO: sets in use */
	found = 0;
	arg.buf = &ds;
	for (i = 0; i <= max; i++)
		if (semctl(i, 0, SEM_STAT, arg) == id) {
			found = 1;
			CHECK_EQ(ds.sem_nsems, 3);
		}
	CHECK(found);

	/* Removing the set wakes a waiter with EIDRM. */
	CHECK_EQ(pipe(p), 0);
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		CHECK_ERR(op(id, 0, -5, 0), EIDRM);
		_exit(0);
	}
	wait_count(id, 0, GETNCNT, 1);
	CHECK_EQ(semctl(id, 0, IPC_RMID), 0);
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);
	CHECK_ERR(semctl(id, 0, GETVAL), EINVAL);
	return 0;
}
