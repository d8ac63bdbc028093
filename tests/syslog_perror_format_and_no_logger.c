/* syslog: LOG_PERROR copies "tag[pid]: message" lines to stderr as glibc
   does (one newline, %m from the caller's errno, errno kept), the mask
   and the tag follow openlog/setlogmask/closelog, long messages arrive
   whole, threads' lines never mix, and with or without a logger on
   /dev/log no call fails or blocks. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <syslog.h>
#include <unistd.h>
#include "check.h"

enum { THREADS = 4, PER_THREAD = 200 };

static void *logger(void *arg)
{
	for (int i = 0; i < PER_THREAD; i++)
		syslog(LOG_NOTICE, "thread %ld line %d", (long)arg, i);
	return 0;
}

static int child(const char *what)
{
	if (!strcmp(what, "format")) {
		openlog("tagname", LOG_PID | LOG_PERROR, LOG_LOCAL0);
		syslog(LOG_INFO, "hello %d", 42);
		errno = ENOENT;
		syslog(LOG_ERR, "failed: %m");
		CHECK_EQ(errno, ENOENT);
		CHECK_EQ(setlogmask(LOG_UPTO(LOG_WARNING)), 0xff);
		CHECK_EQ(setlogmask(0), LOG_UPTO(LOG_WARNING));
		syslog(LOG_INFO, "masked out");
		syslog(LOG_WARNING | LOG_DAEMON, "ends in newline\n");
		CHECK_EQ(setlogmask(LOG_MASK(LOG_DEBUG)), LOG_UPTO(LOG_WARNING));
		syslog(LOG_ERR, "masked out too");
		syslog(LOG_DEBUG, "debug only");
		setlogmask(0xff);
		openlog("second", LOG_PERROR, 0);
		syslog(LOG_USER | LOG_INFO, "no pid");
		closelog();
		openlog(0, LOG_PERROR, 0);
		syslog(LOG_INFO, "program name");
		return 0;
	}
	if (!strcmp(what, "long")) {
		static char text[5001];
		memset(text, 'x', 5000);
		openlog("t", LOG_PERROR | LOG_NDELAY, 0);
		syslog(LOG_INFO, "%s|", text);
		return 0;
	}
	if (!strcmp(what, "threads")) {
		pthread_t t[THREADS];
		openlog("thr", LOG_PERROR, LOG_USER);
		for (long i = 0; i < THREADS; i++)
			CHECK_EQ(pthread_create(&t[i], 0, logger, (void *)i), 0);
		for (int i = 0; i < THREADS; i++)
			CHECK_EQ(pthread_join(t[i], 0), 0);
		return 0;
	}
	/* no LOG_PERROR: nothing on stderr, whether or not a logger runs */
	openlog("quiet", LOG_NDELAY, LOG_USER);
	for (int i = 0; i < 100; i++)
		syslog(LOG_DEBUG, "quiet %d", i);
	closelog();
	syslog(LOG_DEBUG, "after closelog");
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1)
		return child(argv[1]);

	static char out[1 << 16];
	char expect[1024];
	char *const fmt[] = { argv[0], "format", 0 }, *const lng[] = { argv[0], "long", 0 },
		*const thr[] = { argv[0], "threads", 0 }, *const quiet[] = { argv[0], "quiet", 0 };
	const char *name = strrchr(argv[0], '/') + 1;

	int st = t_run_self(fmt, 0, out, sizeof out, 1);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	/* the pid in the lines is the child's: take it from the first one */
	int pid = atoi(out + strlen("tagname["));
	CHECK_GT(pid, 0);
	snprintf(expect, sizeof expect,
		 "tagname[%d]: hello 42\n"
		 "tagname[%d]: failed: No such file or directory\n"
		 "tagname[%d]: ends in newline\n"
		 "tagname[%d]: debug only\n"
		 "second: no pid\n"
		 "%s: program name\n",
		 pid, pid, pid, pid, name);
	CHECK_STR(out, expect);

	st = t_run_self(lng, 0, out, sizeof out, 1);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_EQ(strlen(out), 3 + 5000 + 2);
	CHECK(!strncmp(out, "t: xxx", 6));
	CHECK_STR(out + 3 + 5000, "|\n");

	st = t_run_self(thr, 0, out, sizeof out, 1);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	int count[THREADS] = { 0 };
	char *line = out, *nl;
	while ((nl = strchr(line, '\n'))) {
		long t;
		int i, used = 0;
		*nl = 0;
		CHECK_EQ(sscanf(line, "thr: thread %ld line %d%n", &t, &i, &used), 2);
		CHECK_EQ((size_t)used, strlen(line));
		CHECK(t >= 0 && t < THREADS);
		CHECK_EQ(i, count[t]);  /* one thread's lines stay in order */
		count[t]++;
		line = nl + 1;
	}
	CHECK_EQ(*line, 0);
	for (int t = 0; t < THREADS; t++)
		CHECK_EQ(count[t], PER_THREAD);

	st = t_run_self(quiet, 0, out, sizeof out, 1);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_STR(out, "");
	return 0;
}
