// After setgroups, setgid and setuid in a process with 100 threads, every
// task in /proc/self/task carries the new groups, gid and uid: Linux keeps
// credentials per thread, POSIX promises them per process.
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define NTHREADS 100

static int pipefd[2];

static void *idle(void *arg)
{
	char c;
	(void)arg;
	/* Blocks until the main thread closes the write end. */
	while (read(pipefd[0], &c, 1) < 0)
		;
	return 0;
}

/* The numbers following "key:\t" in /proc/self/task/<tid>/status. */
static void status_line(const char *tid, const char *key, char *out, size_t size)
{
	char path[64], buf[4096];
	int fd;
	ssize_t n;
	char *p, *e;

	strcpy(path, "/proc/self/task/");
	strcat(path, tid);
	strcat(path, "/status");
	fd = open(path, O_RDONLY);
	CHECK(fd >= 0);
	n = read(fd, buf, sizeof buf - 1);
	CHECK(n > 0);
	close(fd);
	buf[n] = 0;
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
	for (int i = 0; i < NTHREADS; i++)
		CHECK_EQ(pthread_create(&t[i], 0, idle, 0), 0);
	CHECK_EQ(setgroups(2, groups), 0);
	CHECK_EQ(setgid(4000), 0);
	CHECK_EQ(setuid(65534), 0);

	d = opendir("/proc/self/task");
	CHECK(d != 0);
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
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
