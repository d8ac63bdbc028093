// After setgroups, setgid and setuid in a process with 100 threads, every
// task in /proc/self/task carries the new groups, gid and uid: Linux keeps
// credentials per thread, POSIX promises them per process.
#define _GNU_SOURCE
#include <dirent.h>
#include <grp.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define NTHREADS 100

static int pipefd[2];
static pid_t tids[NTHREADS + 1];
static int nslots, ntids;	/* slots taken, tids stored */

/* Whether tid is the main thread's or one of ours: qemu-user's own host
   threads show in /proc/self/task too, and keep their credentials. */
static int ours(const char *tid)
{
	int n = 0;
	for (const char *p = tid; *p; p++)
		n = n * 10 + (*p - '0');
	for (int i = 0; i < NTHREADS + 1; i++)
		if (__atomic_load_n(&tids[i], __ATOMIC_ACQUIRE) == n)
			return 1;
	return 0;
}

static void *idle(void *arg)
{
	char c;
	(void)arg;
	__atomic_store_n(&tids[__atomic_fetch_add(&nslots, 1, __ATOMIC_RELAXED)], gettid(), __ATOMIC_RELEASE);
	__atomic_fetch_add(&ntids, 1, __ATOMIC_RELEASE);
	/* Blocks until the main thread closes the write end. */
	while (read(pipefd[0], &c, 1) < 0)
		;
	return 0;
}

/* The numbers following "key:\t" in /proc/self/task/<tid>/status. */
static void status_line(const char *tid, const char *key, char *out, size_t size)
{
	char path[64], buf[4096];
	char *p, *e;

	strcpy(path, "/proc/self/task/");
	strcat(path, tid);
	strcat(path, "/status");
	CHECK_GT(t_read_file(path, buf, sizeof buf), 0);
	p = strstr(buf, key);
	CHECK(p != 0);
	p += strlen(key);
	while (*p == '\t' || *p == ' ')
		p++;
	e = strchr(p, '\n');
	CHECK(e != 0);
	CHECK((size_t)(e - p) < size);
	memcpy(out, p, e - p);
	out[e - p] = 0;
	/* Trailing blanks differ between kernels in the Groups line. */
	while (e > p && (out[e - p - 1] == ' ' || out[e - p - 1] == '\t'))
		out[--e - p] = 0;
}

static void child(void)
{
	pthread_t t[NTHREADS];
	gid_t groups[2] = { 4001, 4002 };
	char line[256];
	DIR *d;
	struct dirent *de;
	int tasks = 0;

	CHECK_EQ(pipe(pipefd), 0);
	tids[nslots++] = gettid();
	ntids++;
	for (int i = 0; i < NTHREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, idle, 0), 0);
	while (__atomic_load_n(&ntids, __ATOMIC_ACQUIRE) < NTHREADS + 1)
		sched_yield();
	CHECK_EQ(setgroups(2, groups), 0);
	CHECK_EQ(setgid(4000), 0);
	CHECK_EQ(setuid(65534), 0);

	d = opendir("/proc/self/task");
	CHECK(d != 0);
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.' || (t_under_qemu() && !ours(de->d_name)))
			continue;
		tasks++;
		status_line(de->d_name, "Uid:", line, sizeof line);
		CHECK_STR(line, "65534\t65534\t65534\t65534");
		status_line(de->d_name, "Gid:", line, sizeof line);
		CHECK_STR(line, "4000\t4000\t4000\t4000");
		status_line(de->d_name, "Groups:", line, sizeof line);
		CHECK_STR(line, "4001 4002");
	}
	closedir(d);
	CHECK_EQ(tasks, NTHREADS + 1);

	close(pipefd[1]);
	for (int i = 0; i < NTHREADS; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	_exit(0);
}

int main(void)
{
	return t_as_root_in_child(child, "needs root: setuid to another user\n");
}
