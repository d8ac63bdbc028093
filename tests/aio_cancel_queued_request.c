/* aio_cancel: a read queued behind one blocked on an empty pipe (same
   descriptor) is canceled: AIO_CANCELED, its error ECANCELED, its
   result -1, and its notification is delivered; the blocked one, once
   running, is AIO_NOTCANCELED (alone or for the whole descriptor) and
   completes normally when data comes; a descriptor with nothing queued
   is AIO_ALLDONE; a bad descriptor is EBADF. */
#include <aio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include "aio_test.h"

/* Threads sleeping in the kernel other than the main one: the helper
   blocked in the first read shows as one. */
static int sleepers(void)
{
	char path[sizeof "/proc/self/task//stat" + 256], stat[256];
	int n = 0;
	DIR *d = opendir("/proc/self/task");
	struct dirent *e;

	CHECK(d != 0);
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.' || atoi(e->d_name) == getpid())
			continue;
		snprintf(path, sizeof path, "/proc/self/task/%s/stat", e->d_name);
		if (t_read_file(path, stat, sizeof stat) <= 0)
			continue;
		char *s = strrchr(stat, ')');
		if (s && s[1] == ' ' && s[2] == 'S')
			n++;
	}
	closedir(d);
	return n;
}

int main(void)
{
	char rd1[8], rd2[8];
	struct aiocb c1, c2;
	sigset_t set;
	siginfo_t si;
	struct timespec ten = { 10, 0 };
	int p[2];

	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, 0), 0);
	CHECK_EQ(pipe(p), 0);
	int base = sleepers();
	memset(&c1, 0, sizeof c1);
	memset(&c2, 0, sizeof c2);
	c1.aio_fildes = c2.aio_fildes = p[0];
	c1.aio_buf = rd1;
	c2.aio_buf = rd2;
	c1.aio_nbytes = c2.aio_nbytes = 4;
	c2.aio_sigevent.sigev_notify = SIGEV_SIGNAL;
	c2.aio_sigevent.sigev_signo = SIGUSR2;
	c2.aio_sigevent.sigev_value.sival_int = 99;
	CHECK_EQ(aio_read(&c1), 0);
	CHECK_EQ(aio_read(&c2), 0);

	CHECK_EQ(aio_cancel(p[0], &c2), AIO_CANCELED);
	CHECK_EQ(aio_error(&c2), ECANCELED);
	CHECK_EQ(aio_return(&c2), -1);
	CHECK_EQ(sigtimedwait(&set, &si, &ten), SIGUSR2);
	CHECK_EQ(si.si_code, SI_ASYNCIO);
	CHECK_EQ(si.si_value.sival_int, 99);
	/* nothing of c2 left: canceling it again finds it done */
	CHECK_EQ(aio_cancel(p[0], &c2), AIO_ALLDONE);

	/* once the helper sleeps in c1's read, c1 cannot be canceled */
	for (int i = 0; i < 1000 && sleepers() <= base; i++)
		t_sleep_ms(10);
	CHECK_GT(sleepers(), base);
	CHECK_EQ(aio_cancel(p[0], &c1), AIO_NOTCANCELED);
	CHECK_EQ(aio_cancel(p[0], 0), AIO_NOTCANCELED);
	CHECK_EQ(aio_error(&c1), EINPROGRESS);
	CHECK_EQ(write(p[1], "abcd", 4), 4);
	CHECK_EQ(t_aio_wait(&c1), 0);
	CHECK_EQ(aio_return(&c1), 4);
	CHECK(memcmp(rd1, "abcd", 4) == 0);

	CHECK_EQ(aio_cancel(p[0], 0), AIO_ALLDONE);
	CHECK_EQ(aio_cancel(p[1], 0), AIO_ALLDONE);
	close(p[1]);
	CHECK_ERR(aio_cancel(p[1], 0), EBADF);
	CHECK_ERR(aio_cancel(-1, 0), EBADF);
	close(p[0]);
	return 0;
}
