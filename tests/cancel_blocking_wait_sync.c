/* Cancelling a thread blocked in each process-wait, thread-sync, lock and
   message-queue cancellation point (waitpid, wait, waitid, pthread_join,
   pthread_cond_wait, pthread_cond_timedwait, msgrcv, mq_receive, fcntl
   F_SETLKW; lockf is in cancel_lockf): the call is left, the cleanup
   handler runs exactly once and join says PTHREAD_CANCELED.  Afterwards
   what the call waited for is still there: the child unreaped, the join
   target joinable, the condvar's mutex free again. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <mqueue.h>
#include <sys/msg.h>
#include <sys/wait.h>
#include "ipc_cleanup.h"
#include "cancel_test.h"

static pid_t child;
static int child_pipe[2];

/* A child that waits until child_pipe's write end closes; with hold_lock,
   it first takes a write lock on all of lock_fd's file and says so. */
static int lock_fd = -1;
static void start_child(int hold_lock)
{
	int ready[2];
	char c;

	CHECK_EQ(pipe(child_pipe), 0);
	CHECK_EQ(pipe(ready), 0);
	child = fork();
	CHECK(child >= 0);
	if (child == 0) {
		close(child_pipe[1]);
		if (hold_lock) {
			struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
			if (fcntl(lock_fd, F_SETLK, &fl) != 0)
				_exit(2);
		}
		write(ready[1], "r", 1);
		read(child_pipe[0], &c, 1);
		_exit(0);
	}
	close(child_pipe[0]);
	close(ready[1]);
	CHECK_EQ(read(ready[0], &c, 1), 1);
	close(ready[0]);
}
static void stop_child(void)
{
	close(child_pipe[1]);
	/* The cancelled wait must not have reaped it. */
	CHECK_CHILD_OK(child);
}

static void setup_child(void) { start_child(0); }
static void call_waitpid(void) { waitpid(child, NULL, 0); }
static void call_wait(void) { wait(NULL); }
static void call_waitid(void) { siginfo_t si; waitid(P_PID, child, &si, WEXITED); }

static pthread_t target;
static int target_pipe[2];
static void *target_main(void *arg)
{
	char c;
	read(target_pipe[0], &c, 1);
	return arg;
}
static void setup_join(void)
{
	CHECK_EQ(pipe(target_pipe), 0);
	CHECK_EQ(pthread_create(&target, NULL, target_main, (void *)7), 0);
}
static void call_join(void) { pthread_join(target, NULL); }
static void teardown_join(void)
{
	void *r;
	/* A cancelled join leaves its target joinable. */
	CHECK_EQ(write(target_pipe[1], "x", 1), 1);
	CHECK_EQ(pthread_join(target, &r), 0);
	CHECK(r == (void *)7);
	close(target_pipe[0]);
	close(target_pipe[1]);
}

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static void unlock_m(void *arg) { (void)arg; pthread_mutex_unlock(&m); }
static void call_cond_wait(void)
{
	pthread_mutex_lock(&m);
	pthread_cleanup_push(unlock_m, NULL);
	for (;;)
		pthread_cond_wait(&cv, &m);
	pthread_cleanup_pop(1);
}
static void call_cond_timedwait(void)
{
	struct timespec ts = t_deadline_ms(CLOCK_REALTIME, 3600 * 1000L);
	pthread_mutex_lock(&m);
	pthread_cleanup_push(unlock_m, NULL);
	for (;;)
		pthread_cond_timedwait(&cv, &m, &ts);
	pthread_cleanup_pop(1);
}
static void teardown_cond(void)
{
	CHECK_EQ(pthread_mutex_trylock(&m), 0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
}

static int msq = -1;
static void call_msgrcv(void)
{
	struct { long type; char text[16]; } msg;
	msgrcv(msq, &msg, sizeof msg.text, 0, 0);
}

static mqd_t mq = (mqd_t)-1;
static void call_mq_receive(void)
{
	char buf[16];
	mq_receive(mq, buf, sizeof buf, NULL);
}

static void setup_lock_holder(void) { start_child(1); }
static void call_fcntl_setlkw(void)
{
	struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	fcntl(lock_fd, F_SETLKW, &fl);
}

int main(void)
{
	static struct t_block_case cases[16];
	static char mq_name[64] = "/weft_cancel_mq_";
	struct mq_attr a = { .mq_maxmsg = 1, .mq_msgsize = 16 };
	int n = 0;

	t_ipc_guard();
	cases[n++] = (struct t_block_case){ "waitpid", setup_child, call_waitpid, stop_child };
	cases[n++] = (struct t_block_case){ "wait", setup_child, call_wait, stop_child };
	cases[n++] = (struct t_block_case){ "waitid", setup_child, call_waitid, stop_child };
	cases[n++] = (struct t_block_case){ "pthread_join", setup_join, call_join, teardown_join };
	cases[n++] = (struct t_block_case){ "pthread_cond_wait", 0, call_cond_wait, teardown_cond };
	cases[n++] = (struct t_block_case){ "pthread_cond_timedwait", 0, call_cond_timedwait, teardown_cond };

	lock_fd = open("lockfile", O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK(lock_fd >= 0);
	CHECK_EQ(write(lock_fd, "lock", 4), 4);
	cases[n++] = (struct t_block_case){ "fcntl F_SETLKW", setup_lock_holder, call_fcntl_setlkw, stop_child };

	msq = t_msq(msgget(IPC_PRIVATE, IPC_CREAT | 0600));
	if (msq >= 0)
		cases[n++] = (struct t_block_case){ "msgrcv", 0, call_msgrcv, 0 };
	else
		t_puts(1, "msgget failed: msgrcv not tested\n");

	{
		char num[16], *p = num + sizeof num;
		pid_t pid = getpid();
		*--p = 0;
		do
			*--p = '0' + pid % 10;
		while (pid /= 10);
		strcat(mq_name, p);
	}
	mq = mq_open(mq_name, O_CREAT | O_EXCL | O_RDWR, 0600, &a);
	if (mq != (mqd_t)-1) {
		t_mq_name(mq_name);
		cases[n++] = (struct t_block_case){ "mq_receive", 0, call_mq_receive, 0 };
	} else {
		t_puts(1, "mq_open failed: mq_receive not tested\n");
	}

	t_run_block_cases(cases, n);
	return 0;
}
