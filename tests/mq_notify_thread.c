/* mq_notify with SIGEV_THREAD: when a message arrives on the empty queue
   the function runs once, with the sigev_value, in a thread other than
   the caller's and with the attributes given (detached); the
   registration is then gone (a second message does not call again; a
   new registration works, also from inside the function); a second
   registration is EBUSY; unregistering or closing the descriptor means
   no call; none of it leaves descriptors or threads behind. */
// test: timeout 30
#define _GNU_SOURCE
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include "ipc_cleanup.h"
#include "notify_test.h"

static pthread_t main_thread;
static volatile int calls, bad_value, in_main, bad_detach;
static volatile int rearm_calls;
static mqd_t rearm_q;
static struct sigevent rearm_sev;

static void on_message(union sigval v)
{
	pthread_attr_t a;
	int ds = -1;

	if (v.sival_int != 77)
		bad_value = 1;
	if (pthread_equal(pthread_self(), main_thread))
		in_main = 1;
	if (pthread_getattr_np(pthread_self(), &a) == 0) {
		pthread_attr_getdetachstate(&a, &ds);
		pthread_attr_destroy(&a);
	}
	if (ds != PTHREAD_CREATE_DETACHED)
		bad_detach = 1;
	__atomic_fetch_add(&calls, 1, __ATOMIC_SEQ_CST);
}

/* Registers again from the notification itself, as programs that keep
   watching a queue do. */
static void on_rearm(union sigval v)
{
	char buf[64];

	(void)v;
	while (mq_receive(rearm_q, buf, sizeof buf, 0) >= 0)
		;
	if (__atomic_load_n(&rearm_calls, __ATOMIC_SEQ_CST) < 2 && mq_notify(rearm_q, &rearm_sev) != 0)
		bad_value = 1;
	__atomic_fetch_add(&rearm_calls, 1, __ATOMIC_SEQ_CST);
}

int main(void)
{
	char name[64], buf[64];
	struct sigevent sev;
	struct mq_attr attr = { 0 };
	pthread_attr_t tattr;
	mqd_t q, q2;
	int fds, tasks;

	t_ipc_guard();
	main_thread = pthread_self();
	snprintf(name, sizeof name, "/weft-notify-thread-%d", (int)getpid());
	t_mq_name(name);
	attr.mq_maxmsg = 4;
	attr.mq_msgsize = sizeof buf;
	q = mq_open(name, O_RDWR | O_CREAT | O_EXCL | O_NONBLOCK, 0600, &attr);
	if (q == -1 && errno == ENOSYS)
		t_skip("kernel without POSIX message queues (mq_open: ENOSYS)");
	CHECK(q >= 0);
	fds = t_fds();

	CHECK_EQ(pthread_attr_init(&tattr), 0);
	CHECK_EQ(pthread_attr_setdetachstate(&tattr, PTHREAD_CREATE_DETACHED), 0);
	if (t_under_qemu() && mq_notify(q, 0) < 0 && errno == ENOSYS) {
		mq_unlink(name);
		t_skip("qemu-user (7.2) does not implement mq_notify");
	}
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_THREAD;
	sev.sigev_notify_function = on_message;
	sev.sigev_notify_attributes = &tattr;
	sev.sigev_value.sival_int = 77;
	CHECK_EQ(mq_notify(q, &sev), 0);
	CHECK_ERR(mq_notify(q, &sev), EBUSY);
	CHECK_EQ(pthread_attr_destroy(&tattr), 0);

	CHECK_EQ(mq_send(q, "one", 3, 0), 0);
	WAIT_FOR(calls == 1);
	CHECK_EQ(bad_value, 0);
	CHECK_EQ(in_main, 0);
	CHECK_EQ(bad_detach, 0);
	/* Fired once: the registration is gone. */
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 3);
	CHECK_EQ(mq_send(q, "two", 3, 0), 0);
	t_sleep_ms(100);
	CHECK_EQ(calls, 1);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 3);

	/* A new registration fires again; not for a non-empty queue. */
	sev.sigev_notify_attributes = 0;
	CHECK_EQ(mq_send(q, "three", 5, 0), 0);
	CHECK_EQ(mq_notify(q, &sev), 0);
	CHECK_EQ(mq_send(q, "four", 4, 0), 0);
	t_sleep_ms(100);
	CHECK_EQ(calls, 1);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 5);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 4);
	CHECK_EQ(mq_send(q, "five", 4, 0), 0);
	WAIT_FOR(calls == 2);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 4);

	/* Unregistered: no call, whatever arrives. */
	CHECK_EQ(mq_notify(q, &sev), 0);
	CHECK_EQ(mq_notify(q, 0), 0);
	CHECK_EQ(mq_send(q, "six", 3, 0), 0);
	t_sleep_ms(100);
	CHECK_EQ(calls, 2);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 3);

	/* Registered through a descriptor that is then closed: removed. */
	q2 = mq_open(name, O_RDWR);
	CHECK(q2 >= 0);
	CHECK_EQ(mq_notify(q2, &sev), 0);
	CHECK_EQ(mq_close(q2), 0);
	CHECK_EQ(mq_send(q, "seven", 5, 0), 0);
	t_sleep_ms(100);
	CHECK_EQ(calls, 2);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 5);

	/* Re-registering from inside the function. */
	rearm_q = q;
	rearm_sev = sev;
	rearm_sev.sigev_notify_function = on_rearm;
	CHECK_EQ(mq_notify(q, &rearm_sev), 0);
	CHECK_EQ(mq_send(q, "a", 1, 0), 0);
	WAIT_FOR(rearm_calls == 1);
	/* The function re-registered before it counted: a message now
	   calls again. */
	CHECK_EQ(mq_send(q, "b", 1, 0), 0);
	WAIT_FOR(rearm_calls == 2);
	CHECK_EQ(mq_send(q, "c", 1, 0), 0);
	WAIT_FOR(rearm_calls == 3);
	CHECK_EQ(bad_value, 0);
	/* The third call did not register: drain and make sure. */
	t_sleep_ms(50);
	while (mq_receive(q, buf, sizeof buf, 0) >= 0)
		;
	CHECK_EQ(mq_notify(q, 0), 0);

	/* Bad descriptors: nothing registered, nothing leaked. */
	CHECK_ERR(mq_notify(-1, &sev), EBADF);

	/* Every helper and socket is gone.  (glibc keeps one helper thread
	   and one socket for the process.) */
#ifdef __GLIBC__
	tasks = 2;
	fds++;
#else
	tasks = 1;
#endif
	WAIT_FOR(t_threads() == tasks);
	WAIT_FOR(t_fds() == fds);

	CHECK_EQ(mq_close(q), 0);
	CHECK_EQ(mq_unlink(name), 0);
	return 0;
}
