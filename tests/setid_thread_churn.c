// seteuid racing 10,000 thread create/exit cycles (joinable and detached;
// a tenth under qemu-user)
// neither deadlocks nor leaves any thread with the old id: a thread started
// after seteuid returned always runs with the new effective uid, and at
// the end every task has it (under qemu-user, every task but the
// emulator's own).
#define _GNU_SOURCE
#include <dirent.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define CYCLES 10000
#define CHURNERS 2
#define FINAL_EUID 4321

static volatile int final_done, bad;
/* Tasks that are not the program's: qemu-user's own host threads, which
   keep their credentials (the set*id calls are per thread there). */
static long host_task[8];
static int host_tasks;

static long task_id(const char *s)
{
	long v = 0;
	while (*s >= '0' && *s <= '9')
		v = v * 10 + (*s++ - '0');
	return v;
}

/* Before the program has a thread, every task but the main one is the
   emulator's. */
static void note_host_tasks(void)
{
	DIR *d = opendir("/proc/self/task");
	struct dirent *de;

	CHECK(d != 0);
	while ((de = readdir(d)))
		if (de->d_name[0] != '.' && task_id(de->d_name) != getpid()) {
			CHECK_LT(host_tasks, 8);
			host_task[host_tasks++] = task_id(de->d_name);
		}
	closedir(d);
	CHECK_EQ(host_tasks, t_host_threads());
}

static int host_owned(const char *name)
{
	for (int i = 0; i < host_tasks; i++)
		if (host_task[i] == task_id(name))
			return 1;
	return 0;
}

static void *short_lived(void *arg)
{
	(void)arg;
	/* The flag first: if seteuid(FINAL_EUID) had returned by then, this
	   thread exists after it and must hold the new id. */
	int after = __atomic_load_n(&final_done, __ATOMIC_ACQUIRE);
	long e = syscall(SYS_geteuid);
	if (after && e != FINAL_EUID)
		__atomic_store_n(&bad, (int)e + 1, __ATOMIC_RELAXED);
	return 0;
}

static void *churn(void *arg)
{
	pthread_attr_t det;
	pthread_t t;
	(void)arg;
	CHECK_EQ(pthread_attr_init(&det), 0);
	CHECK_EQ(pthread_attr_setdetachstate(&det, PTHREAD_CREATE_DETACHED), 0);
	for (long i = 0, n = t_rounds(CYCLES) / CHURNERS; i < n; i++) {
		if (i & 1) {
			CHECK_EQ(pthread_create(&t, &det, short_lived, 0), 0);
		} else {
			CHECK_EQ(pthread_create(&t, 0, short_lived, 0), 0);
			CHECK_EQ(pthread_join(t, 0), 0);
		}
	}
	return 0;
}

static void child(void)
{
	pthread_t c[CHURNERS];
	DIR *d;
	struct dirent *de;
	int n = 0;

	note_host_tasks();
	for (int i = 0; i < CHURNERS; i++)
		CHECK_EQ(pthread_create(&c[i], 0, churn, 0), 0);
	/* Back and forth while the churn runs: the saved uid stays 0. */
	for (long i = 0, n = t_rounds(2000); i < n; i++) {
		CHECK_EQ(seteuid(1000 + i % 7), 0);
		CHECK_EQ(seteuid(0), 0);
	}
	CHECK_EQ(seteuid(FINAL_EUID), 0);
	__atomic_store_n(&final_done, 1, __ATOMIC_RELEASE);
	for (int i = 0; i < CHURNERS; i++)
		CHECK_EQ(pthread_join(c[i], 0), 0);
	CHECK_EQ(bad, 0);

	/* Every task still there (detached ones may linger) has the id. */
	d = opendir("/proc/self/task");
	CHECK(d != 0);
	while ((de = readdir(d))) {
		char path[64], buf[4096], *p;
		if (de->d_name[0] == '.' || host_owned(de->d_name))
			continue;
		strcpy(path, "/proc/self/task/");
		strcat(path, de->d_name);
		strcat(path, "/status");
		if (t_read_file(path, buf, sizeof buf) <= 0)
			continue;   /* a detached thread that just went */
		p = strstr(buf, "Uid:");
		if (!p)
			continue;   /* a zombie's status has no credentials */
		CHECK(strncmp(p, "Uid:\t0\t4321\t0\t", 14) == 0);
		n++;
	}
	closedir(d);
	CHECK_GE(n, 1);
	_exit(0);
}

int main(void)
{
	/* Under qemu-user 7.2 a thread made while its creator was taking a
	   host signal (this broadcast's) starts with every host signal
	   blocked, until it changes its mask itself (tests/tools/
	   qemu_clone_mask.c).  The threads here run no code that waits
	   before pthread_exit, whose first system call changes the mask:
	   they answer the broadcast there, late but before any wait. */
	return t_as_root_in_child(child, "needs root: seteuid to other users\n");
}
