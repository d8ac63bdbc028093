// test: weft-only
// An application signal handler running during a setegid storm never sees
// threads with different ids: it reads its own egid, the main thread's and
// another thread's (from /proc), then its own again; when its own did not
// change meanwhile, the others must match it.  Each setegid sets a new
// value, so an unchanged own egid means no change reached this thread in
// between.  weft parks every thread before any changes (docs/setid.md);
// glibc lets threads that have changed run on while others have not.
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define WORKERS 4
#define OPS 1500

static pid_t pid, tids[WORKERS + 1];   /* tids[0]: the main thread */
static volatile int stop, mixes, samples;
static int pipefd[2];

/* The effective gid of task tid, from its status file (async-signal-safe). */
static long egid_of(pid_t tid)
{
	char path[64], buf[2048], *p, *q = path + sizeof path;
	long v = 0;

	*--q = 0;
	memcpy(q -= 7, "/status", 7);
	do
		*--q = '0' + tid % 10;
	while (tid /= 10);
	memcpy(q -= 16, "/proc/self/task/", 16);
	if (t_read_file(q, buf, sizeof buf) <= 0)
		return -1;
	if (!(p = strstr(buf, "Gid:")))
		return -1;
	p += 4;
	while (*p == '\t')
		p++;
	while (*p >= '0' && *p <= '9')   /* real */
		p++;
	while (*p == '\t')
		p++;
	while (*p >= '0' && *p <= '9')
		v = v * 10 + (*p++ - '0');
	return v;
}

static void on_usr1(int sig)
{
	int e = errno;
	long g1, gm, gw, g2;
	(void)sig;
	g1 = syscall(SYS_getegid);
	gm = egid_of(tids[0]);
	gw = egid_of(tids[1]);
	g2 = syscall(SYS_getegid);
	if (g1 == g2 && gm >= 0 && gw >= 0) {
		__atomic_add_fetch(&samples, 1, __ATOMIC_RELAXED);
		if (gm != g1 || gw != g1)
			__atomic_add_fetch(&mixes, 1, __ATOMIC_RELAXED);
	}
	errno = e;
}

static void *worker(void *arg)
{
	char c;
	tids[(long)arg] = (pid_t)syscall(SYS_gettid);
	while (read(pipefd[0], &c, 1) < 0)
		;
	return 0;
}

static void *sender(void *arg)
{
	(void)arg;
	for (unsigned i = 0; !__atomic_load_n(&stop, __ATOMIC_RELAXED); i++) {
		syscall(SYS_tgkill, pid, tids[i % (WORKERS + 1)], SIGUSR1);
		if (i % 64 == 0)
			sched_yield();
	}
	return 0;
}

static void child(void)
{
	struct sigaction sa;
	pthread_t w[WORKERS], s;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_usr1;
	sa.sa_flags = SA_RESTART;
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	pid = getpid();
	tids[0] = (pid_t)syscall(SYS_gettid);
	CHECK_EQ(pipe(pipefd), 0);
	for (long i = 0; i < WORKERS; i++)
		CHECK_EQ(pthread_create(&w[i], 0, worker, (void *)(i + 1)), 0);
	for (int i = 1; i <= WORKERS; i++)
		while (!__atomic_load_n(&tids[i], __ATOMIC_ACQUIRE))
			sched_yield();
	CHECK_EQ(pthread_create(&s, 0, sender, 0), 0);
	for (int i = 0; i < OPS; i++)
		CHECK_EQ(setegid(5000 + i), 0);
	__atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
	CHECK_EQ(pthread_join(s, 0), 0);
	close(pipefd[1]);
	for (int i = 0; i < WORKERS; i++)
		CHECK_EQ(pthread_join(w[i], 0), 0);
	CHECK_GT(samples, 0);
	CHECK_EQ(mixes, 0);
	_exit(0);
}

int main(void)
{
	return t_as_root_in_child(child, "needs root: setegid to other groups\n");
}
