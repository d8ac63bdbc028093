/* mq_notify: SIGEV_SIGNAL delivers the signal with si_value and
   SI_MESGQ when a message arrives on an empty queue (not on a non-empty
   one), once; a second registration is EBUSY, also from another process;
   NULL unregisters; SIGEV_NONE registers without a signal, and so does
   SIGEV_SIGNAL with signal 0 (the kernel's rule, as kill's).  weft refuses
   its internal signals and a SIGEV_THREAD without a function (EINVAL). */
// test: timeout 30
#define _GNU_SOURCE
#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include "ipc_cleanup.h"

static int wait_sig(int sig, long ms, siginfo_t *si)
{
	sigset_t set;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };
	sigemptyset(&set);
	sigaddset(&set, sig);
	return sigtimedwait(&set, si, &ts);
}

int main(void)
{
	char name[64], buf[64];
	struct sigevent sev;
	struct mq_attr attr = { 0 };
	siginfo_t si;
	sigset_t set;
	mqd_t q;
	pid_t child;
	int st;
	const char *mode = getenv("TEST_MODE");

	t_ipc_guard();
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, 0), 0);
	snprintf(name, sizeof name, "/weft-notify-%d", (int)getpid());
	t_mq_name(name);
	attr.mq_maxmsg = 4;
	attr.mq_msgsize = sizeof buf;
	q = mq_open(name, O_RDWR | O_CREAT | O_EXCL, 0600, &attr);
	if (q == -1 && errno == ENOSYS)
		t_skip("kernel without POSIX message queues (mq_open: ENOSYS)");
	CHECK(q >= 0);

	if (t_under_qemu() && mq_notify(q, 0) < 0 && errno == ENOSYS) {
		mq_unlink(name);
		t_skip("qemu-user (7.2) does not implement mq_notify");
	}
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = SIGUSR1;
	sev.sigev_value.sival_int = 42;
	CHECK_EQ(mq_notify(q, &sev), 0);
	CHECK_ERR(mq_notify(q, &sev), EBUSY);

	/* Another process sends: the registration fires once, with its pid. */
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		mqd_t c = mq_open(name, O_WRONLY);
		CHECK(c >= 0);
		CHECK_ERR(mq_notify(c, &sev), EBUSY);
		CHECK_EQ(mq_send(c, "hello", 5, 0), 0);
		_exit(0);
	}
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);
	memset(&si, 0, sizeof si);
	CHECK_EQ(wait_sig(SIGUSR1, 5000, &si), SIGUSR1);
	CHECK_EQ(si.si_signo, SIGUSR1);
	CHECK_EQ(si.si_code, SI_MESGQ);
	CHECK_EQ(si.si_value.sival_int, 42);
	CHECK_EQ(si.si_pid, child);

	/* The registration is gone: a new one works.  With a message already
	   queued, another arrival notifies nobody; the next one onto an empty
	   queue does. */
	sev.sigev_value.sival_int = 7;
	CHECK_EQ(mq_notify(q, &sev), 0);
	CHECK_EQ(mq_send(q, "second", 6, 0), 0);
	CHECK_ERR(wait_sig(SIGUSR1, 100, &si), EAGAIN);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 5);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 6);
	CHECK_EQ(mq_send(q, "third", 5, 0), 0);
	CHECK_EQ(wait_sig(SIGUSR1, 5000, &si), SIGUSR1);
	CHECK_EQ(si.si_value.sival_int, 7);
	CHECK_EQ(si.si_pid, getpid());
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 5);

	/* NULL unregisters, after which another process may register. */
	CHECK_EQ(mq_notify(q, &sev), 0);
	CHECK_EQ(mq_notify(q, 0), 0);
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		mqd_t c = mq_open(name, O_RDONLY);
		CHECK(c >= 0);
		CHECK_EQ(mq_notify(c, &sev), 0);
		CHECK_EQ(mq_notify(c, 0), 0);
		_exit(0);
	}
	CHECK_EQ(waitpid(child, &st, 0), child);
	CHECK_EQ(st, 0);

	/* SIGEV_NONE holds the registration without a signal. */
	sev.sigev_notify = SIGEV_NONE;
	CHECK_EQ(mq_notify(q, &sev), 0);
	sev.sigev_notify = SIGEV_SIGNAL;
	CHECK_ERR(mq_notify(q, &sev), EBUSY);
	CHECK_EQ(mq_send(q, "none", 4, 0), 0);
	CHECK_ERR(wait_sig(SIGUSR1, 100, &si), EAGAIN);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 4);
	CHECK_EQ(mq_notify(q, 0), 0);

	/* So does SIGEV_SIGNAL with signal 0: registered (EBUSY after it);
	   a message fires it, sending nothing, and so ends it. */
	sev.sigev_signo = 0;
	CHECK_EQ(mq_notify(q, &sev), 0);
	CHECK_ERR(mq_notify(q, &sev), EBUSY);
	CHECK_EQ(mq_send(q, "zero", 4, 0), 0);
	CHECK_EQ(mq_notify(q, &sev), 0);
	CHECK_EQ(mq_notify(q, 0), 0);
	CHECK_EQ(mq_receive(q, buf, sizeof buf, 0), 4);
	sev.sigev_signo = SIGUSR1;

	/* Bad arguments. */
	sev.sigev_notify = 12345;
	CHECK_ERR(mq_notify(q, &sev), EINVAL);
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = 65;
	CHECK_ERR(mq_notify(q, &sev), EINVAL);
	sev.sigev_signo = SIGUSR1;
	CHECK_ERR(mq_notify(-1, &sev), EBADF);
	if (mode && !strcmp(mode, "weft")) {
		sev.sigev_signo = 32;
		CHECK_ERR(mq_notify(q, &sev), EINVAL);
		sev.sigev_signo = 33;
		CHECK_ERR(mq_notify(q, &sev), EINVAL);
		/* SIGEV_THREAD without a function. */
		sev.sigev_notify = SIGEV_THREAD;
		sev.sigev_notify_function = 0;
		CHECK_ERR(mq_notify(q, &sev), EINVAL);
		/* Nothing was registered by the refused calls. */
		sev.sigev_notify = SIGEV_NONE;
		CHECK_EQ(mq_notify(q, &sev), 0);
		CHECK_EQ(mq_notify(q, 0), 0);
	}

	CHECK_EQ(mq_close(q), 0);
	CHECK_EQ(mq_unlink(name), 0);
	return 0;
}
