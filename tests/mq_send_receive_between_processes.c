/* POSIX message queues between processes: priority order (FIFO within a
   priority), attributes, EMSGSIZE, EAGAIN on a full O_NONBLOCK queue,
   mq_timedsend/mq_timedreceive time out with ETIMEDOUT, mq_setattr
   changes only O_NONBLOCK, a receiver blocked in another process. */
// test: timeout 30
#include <fcntl.h>
#include <mqueue.h>
#include <stdio.h>
#include <time.h>
#include "ipc_cleanup.h"

static void rcv(mqd_t q, const char *text, unsigned prio)
{
	char buf[64];
	unsigned p = 12345;
	memset(buf, 0, sizeof buf);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, &p), (long)strlen(text));
	CHECK_STR(buf, text);
	CHECK_EQ(p, prio);
}

int main(void)
{
	char name[64], buf[64];
	struct mq_attr attr = { 0 }, a, old;
	struct timespec ts;
	mqd_t q, w;
	pid_t child;
	long t0;
	int st, i;

	t_ipc_guard();
	snprintf(name, sizeof name, "/weft-mq-%d", (int)getpid());
	t_mq_name(name);
	attr.mq_maxmsg = 4;
	attr.mq_msgsize = 64;
	q = mq_open(name, O_RDWR | O_CREAT | O_EXCL, 0600, &attr);
	if (q == -1 && errno == ENOSYS)
		t_skip("kernel without POSIX message queues (mq_open: ENOSYS)");
	CHECK(q >= 0);
	CHECK_EQ(mq_getattr(q, &a), 0);
	CHECK_EQ(a.mq_maxmsg, 4);
	CHECK_EQ(a.mq_msgsize, 64);
	CHECK_EQ(a.mq_curmsgs, 0);
	CHECK_EQ(a.mq_flags, 0);

	/* A child sends; the parent receives by priority, FIFO within one. */
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		mqd_t c = mq_open(name, O_WRONLY);
		CHECK(c >= 0);
		CHECK_EQ(mq_send(c, "low", 3, 1), 0);
		CHECK_EQ(mq_send(c, "high", 4, 5), 0);
		CHECK_EQ(mq_send(c, "mid", 3, 3), 0);
		CHECK_EQ(mq_send(c, "high2", 5, 5), 0);
		CHECK_ERR(mq_receive(c, buf, sizeof buf, 0), EBADF);
		_exit(0);
	}
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);
	CHECK_EQ(mq_getattr(q, &a), 0);
	CHECK_EQ(a.mq_curmsgs, 4);
	CHECK_ERR(mq_receive(q, buf, 63, 0), EMSGSIZE);
	rcv(q, "high", 5);
	rcv(q, "high2", 5);
	rcv(q, "mid", 3);
	rcv(q, "low", 1);
	CHECK_ERR(mq_send(q, buf, 65, 0), EMSGSIZE);
	CHECK_ERR(mq_send(q, buf, 1, 32768), EINVAL);   /* MQ_PRIO_MAX */

	/* A full queue: EAGAIN without blocking, ETIMEDOUT with a deadline. */
	w = mq_open(name, O_WRONLY | O_NONBLOCK);
	CHECK(w >= 0);
	CHECK_EQ(mq_getattr(w, &a), 0);
	CHECK_EQ(a.mq_flags, O_NONBLOCK);
	for (i = 0; i < 4; i++)
		CHECK_EQ(mq_send(w, "x", 1, i), 0);
	CHECK_ERR(mq_send(w, "x", 1, 0), EAGAIN);
	ts = t_deadline_ms(CLOCK_REALTIME, 100);
	t0 = t_now_ms();
	CHECK_ERR(mq_timedsend(q, "x", 1, 0, &ts), ETIMEDOUT);
	CHECK_GE(t_now_ms() - t0, 90);
	for (i = 0; i < 4; i++)
		rcv(q, "x", 3 - i);

	/* An empty queue: ETIMEDOUT, and EINVAL for a bad deadline. */
	ts = t_deadline_ms(CLOCK_REALTIME, 100);
	t0 = t_now_ms();
	CHECK_ERR(mq_timedreceive(q, buf, sizeof buf, 0, &ts), ETIMEDOUT);
	CHECK_GE(t_now_ms() - t0, 90);
	ts.tv_nsec = 1000000000;
	CHECK_ERR(mq_timedreceive(q, buf, sizeof buf, 0, &ts), EINVAL);

	/* mq_setattr: only O_NONBLOCK changes; old gets the previous set. */
	a.mq_flags = O_NONBLOCK;
	a.mq_maxmsg = 99;
	a.mq_msgsize = 99;
	CHECK_EQ(mq_setattr(q, &a, &old), 0);
	CHECK_EQ(old.mq_flags, 0);
	CHECK_EQ(old.mq_maxmsg, 4);
	CHECK_EQ(mq_getattr(q, &a), 0);
	CHECK_EQ(a.mq_flags, O_NONBLOCK);
	CHECK_EQ(a.mq_maxmsg, 4);
	CHECK_EQ(a.mq_msgsize, 64);
	CHECK_ERR(mq_receive(q, buf, sizeof buf, 0), EAGAIN);
	a.mq_flags = 0;
	CHECK_EQ(mq_setattr(q, &a, 0), 0);
	CHECK_EQ(mq_getattr(q, &a), 0);
	CHECK_EQ(a.mq_flags, 0);

	/* A receiver blocked in another process wakes on our send. */
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		mqd_t c = mq_open(name, O_RDONLY);
		CHECK(c >= 0);
		rcv(c, "wake up", 7);
		_exit(0);
	}
	{
		struct timespec ms = { 0, 20 * 1000000 };
		nanosleep(&ms, 0);
	}
	CHECK_EQ(mq_send(q, "wake up", 7, 7), 0);
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);

	/* Bad attributes for a new queue; EBADF after closing. */
	snprintf(buf, sizeof buf, "/weft-mq-bad-%d", (int)getpid());
	t_mq_name(buf);
	attr.mq_maxmsg = 0;
	CHECK_ERR(mq_open(buf, O_RDWR | O_CREAT, 0600, &attr), EINVAL);
	CHECK_EQ(mq_close(w), 0);
	CHECK_ERR(mq_send(w, "x", 1, 0), EBADF);
	CHECK_EQ(mq_close(q), 0);
	CHECK_ERR(mq_getattr(q, &a), EBADF);
	CHECK_EQ(mq_unlink(name), 0);
	return 0;
}
