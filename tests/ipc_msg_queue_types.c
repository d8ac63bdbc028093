/* System V message queues: typed messages and the msgtyp rules (0, a type,
   negative = lowest type up to |msgtyp|, MSG_EXCEPT), MSG_NOERROR
   truncation, E2BIG, ENOMSG with IPC_NOWAIT, EAGAIN on a full queue, a
   blocked receiver in another process, IPC_STAT/SET/INFO, MSG_INFO. */
// test: timeout 30
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/ipc.h>
#include <time.h>
#include <sys/msg.h>
#include "ipc_cleanup.h"

struct m {
	long mtype;
	char mtext[64];
};

static void snd(int id, long type, const char *text)
{
	struct m m;
	m.mtype = type;
	strcpy(m.mtext, text);
	CHECK_EQ(msgsnd(id, &m, strlen(text) + 1, 0), 0);
}

/* Receives a message and checks its type and text. */
static void rcv(int id, long want, int flags, long type, const char *text)
{
	struct m m;
	memset(&m, 0, sizeof m);
	CHECK_EQ(msgrcv(id, &m, sizeof m.mtext, want, flags), (long)strlen(text) + 1);
	CHECK_EQ(m.mtype, type);
	CHECK_STR(m.mtext, text);
}

/* Waits until pid sleeps in the kernel (state S in /proc/pid/stat). */
static void wait_sleeping(pid_t pid)
{
	struct timespec ms = { 0, 1000000 };
	char path[64], buf[256], *p;
	int i;

	snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
	for (i = 0; i < 10000; i++) {
		CHECK_GT(t_read_file(path, buf, sizeof buf), 0);
		p = strrchr(buf, ')');
		CHECK(p != 0);
		if (p[1] == ' ' && p[2] == 'S')
			return;
		nanosleep(&ms, 0);
	}
	CHECK(!"child never blocked");
}

int main(void)
{
	struct msqid_ds ds;
	struct msginfo info;
	struct m m;
	int id, st, max, i, found;
	pid_t parent, child;
	static char big[65536];

	t_ipc_guard();
	parent = getpid();

	id = t_msq(msgget(IPC_PRIVATE, 0600));
	CHECK(id >= 0);
	CHECK_EQ(msgctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.msg_qnum, 0);
	CHECK(ds.msg_qbytes > 0);

	snd(id, 1, "one");
	snd(id, 2, "two");
	snd(id, 3, "three");
	snd(id, 1, "uno");
	snd(id, 5, "five");

	CHECK_EQ(msgctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.msg_qnum, 5);
	CHECK_EQ(ds.msg_cbytes, 4 + 4 + 6 + 4 + 5);
	CHECK_EQ(ds.msg_lspid, parent);
	CHECK_EQ(ds.msg_perm.mode & 0777, 0600);
	CHECK_EQ(ds.msg_perm.cuid, geteuid());
	CHECK(ds.msg_stime != 0);

	rcv(id, 2, 0, 2, "two");                  /* that type */
	rcv(id, -3, 0, 1, "one");                 /* lowest type <= 3, oldest first */
	rcv(id, 3, MSG_EXCEPT, 1, "uno");         /* first not of type 3 */
	CHECK_ERR(msgrcv(id, &m, 2, 0, 0), E2BIG); /* too long: stays queued */
	CHECK_EQ(msgrcv(id, &m, 2, 0, MSG_NOERROR), 2);
	CHECK_EQ(m.mtype, 3);
	CHECK(!memcmp(m.mtext, "th", 2));
	CHECK_ERR(msgrcv(id, &m, sizeof m.mtext, 4, IPC_NOWAIT), ENOMSG);
	rcv(id, 0, 0, 5, "five");
	CHECK_ERR(msgrcv(id, &m, sizeof m.mtext, 0, IPC_NOWAIT), ENOMSG);
	CHECK_ERR(msgrcv(id, &m, sizeof m.mtext, -100, IPC_NOWAIT), ENOMSG);

	/* Errors from msgsnd. */
	m.mtype = 0;
	CHECK_ERR(msgsnd(id, &m, 1, 0), EINVAL);
	m.mtype = 1;
	CHECK_ERR(msgsnd(id, &m, (size_t)-1, 0), EINVAL);
	max = msgctl(0, IPC_INFO, (struct msqid_ds *)&info);
	CHECK(max >= 0);
	CHECK(info.msgmax > 0 && info.msgmnb > 0 && info.msgmni > 0);
	if ((size_t)info.msgmax < sizeof big - sizeof(long)) {
		long *bm = (long *)big;
		*bm = 1;
		CHECK_ERR(msgsnd(id, bm, info.msgmax + 1, 0), EINVAL);
	}

	/* A receiver in another process blocks until its type arrives,
	   then answers. */
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		rcv(id, 9, 0, 9, "ping");
		snd(id, 10, "pong");
		_exit(0);
	}
	snd(id, 8, "not for the child");
	snd(id, 9, "ping");
	rcv(id, 10, 0, 10, "pong");
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);
	CHECK_EQ(msgctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.msg_lspid, child);
	/* qemu-user (7.2) writes the two pids as 8-byte fields on 64-bit
	   guests: lspid comes out right, lrpid as the high half of it (0) */
	if (!t_under_qemu())
		CHECK_EQ(ds.msg_lrpid, parent);
	CHECK_EQ(ds.msg_qnum, 1);
	rcv(id, 0, 0, 8, "not for the child");

	/* IPC_SET lowers msg_qbytes: then a full queue is EAGAIN with
	   IPC_NOWAIT. */
	CHECK_EQ(msgctl(id, IPC_STAT, &ds), 0);
	ds.msg_qbytes = 100;
	ds.msg_perm.mode = 0640;
	CHECK_EQ(msgctl(id, IPC_SET, &ds), 0);
	CHECK_EQ(msgctl(id, IPC_STAT, &ds), 0);
	CHECK_EQ(ds.msg_qbytes, 100);
	CHECK_EQ(ds.msg_perm.mode & 0777, 0640);
	m.mtype = 1;
	memset(m.mtext, 'x', sizeof m.mtext);
	CHECK_EQ(msgsnd(id, &m, 60, IPC_NOWAIT), 0);
	CHECK_ERR(msgsnd(id, &m, 60, IPC_NOWAIT), EAGAIN);
	CHECK_EQ(msgrcv(id, &m, sizeof m.mtext, 1, 0), 60);

	/* MSG_INFO and MSG_STAT by index. */
	max = msgctl(0, MSG_INFO, (struct msqid_ds *)&info);
	CHECK(max >= 0);
	CHECK(info.msgpool >= 1);   /* MSG_INFO: queues in use */
	found = 0;
	for (i = 0; i <= max; i++)
		if (msgctl(i, MSG_STAT, &ds) == id) {
			found = 1;
			CHECK_EQ(ds.msg_qbytes, 100);
		}
	CHECK(found);

	/* A keyed queue: ENOENT, EEXIST. */
	{
		key_t key = 0x5eed0000 | (getpid() & 0xffff);
		int kid;
		if (msgget(key, 0600) < 0) {
			CHECK_EQ(errno, ENOENT);
			kid = t_msq(msgget(key, IPC_CREAT | IPC_EXCL | 0600));
			CHECK(kid >= 0);
			CHECK_ERR(msgget(key, IPC_CREAT | IPC_EXCL | 0600), EEXIST);
			CHECK_EQ(msgget(key, 0), kid);
			CHECK_EQ(msgctl(kid, IPC_RMID, 0), 0);
		}
	}

	/* Removal wakes a blocked receiver with EIDRM. */
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		CHECK_ERR(msgrcv(id, &m, sizeof m.mtext, 0, 0), EIDRM);
		_exit(0);
	}
	wait_sleeping(child);
	CHECK_EQ(msgctl(id, IPC_RMID, 0), 0);
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);
	CHECK_ERR(msgsnd(id, &m, 1, IPC_NOWAIT), EINVAL);
	return 0;
}
