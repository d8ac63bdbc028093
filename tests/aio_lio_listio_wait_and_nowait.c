/* lio_listio: LIO_WAIT runs a list of mixed reads and writes (with null
   and LIO_NOP entries skipped) and returns once all are done, with the
   right bytes in file and buffers; a list with a failing entry returns
   -1 EIO after the others have completed, the entry's error status
   saying why; LIO_NOWAIT returns at once and queues the list's signal
   (SI_ASYNCIO, its value) once every request has ended, and calls a
   SIGEV_THREAD function once; under LIO_NOWAIT an entry on a closed
   descriptor is no error of the call: it ends with EBADF and its own
   notification, the others complete (LTP lio_listio/14-1); a bad mode
   is EINVAL. */
#include <aio.h>
#include <signal.h>
#include <string.h>
#include "aio_test.h"

static volatile int calls, bad;

static void on_list(union sigval v)
{
	if (v.sival_int != 31)
		bad = 1;
	__atomic_fetch_add(&calls, 1, __ATOMIC_SEQ_CST);
}

int main(void)
{
	enum { N = 6 };
	struct aiocb cb[N], nop;
	struct aiocb *list[N + 2];
	char rbuf[N][8];
	static const char *const words[N] = { "W0W0", 0, "W2W2", 0, "W4W4", 0 };
	int fd = t_aio_file("data", 1000);

	memset(rbuf, 0, sizeof rbuf);
	for (int i = 0; i < N; i++) {
		memset(&cb[i], 0, sizeof cb[i]);
		cb[i].aio_fildes = fd;
		cb[i].aio_nbytes = 4;
		if (words[i]) {
			cb[i].aio_lio_opcode = LIO_WRITE;
			cb[i].aio_buf = (void *)words[i];
			cb[i].aio_offset = 100 * i;
		} else {
			cb[i].aio_lio_opcode = LIO_READ;
			cb[i].aio_buf = rbuf[i];
			cb[i].aio_offset = 500 + 26 * i;   /* "abcd" each time */
		}
		list[i] = &cb[i];
	}
	memset(&nop, 0, sizeof nop);
	nop.aio_fildes = -1;
	nop.aio_lio_opcode = LIO_NOP;
	list[N] = &nop;
	list[N + 1] = 0;

	CHECK_EQ(lio_listio(LIO_WAIT, list, N + 2, 0), 0);
	for (int i = 0; i < N; i++) {
		CHECK_EQ(aio_error(&cb[i]), 0);
		CHECK_EQ(aio_return(&cb[i]), 4);
		if (!words[i]) {
			/* 500 % 26 = 6: 'g' */
			CHECK_STR(rbuf[i], "ghij");
		} else {
			char got[5] = { 0 };
			CHECK_EQ(pread(fd, got, 4, 100 * i), 4);
			CHECK_STR(got, words[i]);
		}
	}

	/* one entry on a closed descriptor: EIO, the others done */
	int bad_fd = dup(fd);
	CHECK(bad_fd >= 0);
	close(bad_fd);
	cb[1].aio_fildes = bad_fd;
	CHECK_ERR(lio_listio(LIO_WAIT, list, N, 0), EIO);
	CHECK_EQ(aio_error(&cb[1]), EBADF);
	CHECK_EQ(aio_return(&cb[1]), -1);
	for (int i = 0; i < N; i++)
		if (i != 1) {
			CHECK_EQ(aio_error(&cb[i]), 0);
			CHECK_EQ(aio_return(&cb[i]), 4);
		}
	cb[1].aio_fildes = fd;

	/* LIO_NOWAIT with a signal for the list */
	int sig = SIGRTMIN + 2;
	sigset_t set;
	siginfo_t si;
	struct timespec ten = { 10, 0 }, zero = { 0, 0 };
	struct sigevent sev;
	sigemptyset(&set);
	sigaddset(&set, sig);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, 0), 0);
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = sig;
	sev.sigev_value.sival_int = 77;
	memset(rbuf, 0, sizeof rbuf);
	CHECK_EQ(lio_listio(LIO_NOWAIT, list, N, &sev), 0);
	CHECK_EQ(sigtimedwait(&set, &si, &ten), sig);
	CHECK_EQ(si.si_code, SI_ASYNCIO);
	CHECK_EQ(si.si_value.sival_int, 77);
	/* every request had ended before the list's signal */
	for (int i = 0; i < N; i++) {
		CHECK_EQ(aio_error(&cb[i]), 0);
		CHECK_EQ(aio_return(&cb[i]), 4);
	}
	CHECK_STR(rbuf[1], "ghij");
	CHECK_ERR(sigtimedwait(&set, &si, &zero), EAGAIN);

	/* LIO_NOWAIT with an entry on a closed descriptor: each entry
	   signals its own end (value = index), the list its own. */
	int esig = SIGRTMIN + 3;
	sigset_t eset;
	sigemptyset(&eset);
	sigaddset(&eset, esig);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &eset, 0), 0);
	for (int i = 0; i < N; i++) {
		cb[i].aio_sigevent.sigev_notify = SIGEV_SIGNAL;
		cb[i].aio_sigevent.sigev_signo = esig;
		cb[i].aio_sigevent.sigev_value.sival_int = i;
	}
	cb[3].aio_fildes = bad_fd;
	CHECK_EQ(lio_listio(LIO_NOWAIT, list, N, &sev), 0);
	int seen = 0;
	for (int i = 0; i < N; i++) {
		CHECK_EQ(sigtimedwait(&eset, &si, &ten), esig);
		CHECK(si.si_value.sival_int >= 0 && si.si_value.sival_int < N);
		CHECK(!(seen & 1 << si.si_value.sival_int));
		seen |= 1 << si.si_value.sival_int;
	}
	CHECK_ERR(sigtimedwait(&eset, &si, &zero), EAGAIN);
	CHECK_EQ(sigtimedwait(&set, &si, &ten), sig);
	CHECK_EQ(aio_error(&cb[3]), EBADF);
	CHECK_EQ(aio_return(&cb[3]), -1);
	for (int i = 0; i < N; i++)
		if (i != 3) {
			CHECK_EQ(aio_error(&cb[i]), 0);
			CHECK_EQ(aio_return(&cb[i]), 4);
		}
	cb[3].aio_fildes = fd;
	for (int i = 0; i < N; i++)
		memset(&cb[i].aio_sigevent, 0, sizeof cb[i].aio_sigevent);

	/* LIO_NOWAIT with a function for the list */
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_THREAD;
	sev.sigev_notify_function = on_list;
	sev.sigev_value.sival_int = 31;
	CHECK_EQ(lio_listio(LIO_NOWAIT, list, N, &sev), 0);
	for (int i = 0; i < 1000 && !__atomic_load_n(&calls, __ATOMIC_SEQ_CST); i++)
		t_sleep_ms(10);
	CHECK_EQ(calls, 1);
	for (int i = 0; i < N; i++)
		CHECK_EQ(t_aio_wait(&cb[i]), 0);
	t_sleep_ms(50);
	CHECK_EQ(calls, 1);
	CHECK_EQ(bad, 0);

	CHECK_ERR(lio_listio(5, list, N, 0), EINVAL);
	close(fd);
	return 0;
}
