// setfsuid/setfsgid change only the calling thread's file-system ids (as
// Linux defines them; not broadcast like setuid), return the previous
// value, and make a refused change a silent no-op that still returns it.
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/fsuid.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"

/* The fourth number of "Uid:" or "Gid:" in /proc/thread-self/status of
   task tid: the file-system id. */
static long fs_id(pid_t tid, const char *key)
{
	char path[64], buf[4096], *p;
	int n;

	snprintf(path, sizeof path, "/proc/self/task/%d/status", (int)tid);
	CHECK_GT(t_read_file(path, buf, sizeof buf), 0);
	p = strstr(buf, key);
	CHECK(p != 0);
	p += strlen(key);
	for (n = 0; n < 3; n++)
		strtol(p, &p, 10);
	return strtol(p, 0, 10);
}

static pid_t main_tid;
static pthread_barrier_t bar;

static void *changer(void *arg)
{
	pid_t me = (pid_t)syscall(SYS_gettid);
	(void)arg;
	CHECK_EQ(setfsuid(4321), 0);
	CHECK_EQ(setfsgid(4322), 0);
	/* Asking with an invalid id changes nothing and returns the current. */
	CHECK_EQ(setfsuid((uid_t)-1), 4321);
	CHECK_EQ(setfsgid((gid_t)-1), 4322);
	CHECK_EQ(fs_id(me, "Uid:"), 4321);
	CHECK_EQ(fs_id(me, "Gid:"), 4322);
	/* The other thread keeps its own. */
	CHECK_EQ(fs_id(main_tid, "Uid:"), 0);
	CHECK_EQ(fs_id(main_tid, "Gid:"), 0);
	pthread_barrier_wait(&bar);
	pthread_barrier_wait(&bar);
	return 0;
}

static void child(void)
{
	pthread_t t;

	main_tid = (pid_t)syscall(SYS_gettid);
	CHECK_EQ(pthread_barrier_init(&bar, 0, 2), 0);
	CHECK_EQ(pthread_create(&t, 0, changer, 0), 0);
	pthread_barrier_wait(&bar);
	CHECK_EQ(setfsuid((uid_t)-1), 0);
	CHECK_EQ(setfsgid((gid_t)-1), 0);
	pthread_barrier_wait(&bar);
	CHECK_EQ(pthread_join(t, 0), 0);
	_exit(0);
}

int main(void)
{
	uid_t me = geteuid();
	gid_t my_gid = getegid();

	if (me != 0) {
		/* Unprivileged: a change to another id is refused in silence. */
		errno = 0;
		CHECK_EQ(setfsuid(me + 1), (int)me);
		CHECK_EQ(setfsuid((uid_t)-1), (int)me);
		CHECK_EQ(setfsgid(my_gid + 1), (int)my_gid);
		CHECK_EQ(setfsgid((gid_t)-1), (int)my_gid);
		CHECK_EQ(errno, 0);
	}
	return t_as_root_in_child(child, "needs root: setfsuid to another uid\n");
}
