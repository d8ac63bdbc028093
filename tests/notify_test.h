/* Test helpers for the notifications that run in threads (aio,
   mq_notify, SIGEV_THREAD timers): sleeping, counting the process's
   threads and descriptors, and waiting for a condition. */
#ifndef WEFT_TEST_NOTIFY_TEST_H
#define WEFT_TEST_NOTIFY_TEST_H

#include <dirent.h>
#include <time.h>
#include "check.h"

__attribute__((unused)) static void t_sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };
	while (nanosleep(&ts, &ts) != 0)
		;
}

/* Waits (a generous bound, not a timing) until cond holds. */
#define WAIT_FOR(cond) do { int i_; for (i_ = 0; i_ < 800 && !(cond); i_++) t_sleep_ms(10); \
	CHECK(cond); } while (0)

/* The entries of a directory, "." and ".." and hidden ones left out. */
__attribute__((unused)) static int t_count_dir(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	int n = 0;

	CHECK(d != 0);
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			n++;
	closedir(d);
	return n;
}

/* The process's threads, and its descriptors (without the one opendir
   holds while counting). */
__attribute__((unused)) static int t_threads(void)
{
	return t_count_dir("/proc/self/task");
}

__attribute__((unused)) static int t_fds(void)
{
	return t_count_dir("/proc/self/fd") - 1;
}

#endif
