#include <errno.h>
#include <mqueue.h>
#include <signal.h>
#include <sys/socket.h>
#include "pthread_impl.h"
#include "signal_impl.h"
#include "syscall.h"

/* The kernel's SIGEV_THREAD protocol (linux/mqueue.h): the registration
   names a netlink socket and a cookie of this size; when it fires (or is
   removed) the kernel sends the cookie back on the socket with its last
   byte saying which. */
#define COOKIE_LEN 32
#define COOKIE_WOKENUP 1

/* What mq_notify hands its helper, on the caller's stack: valid until
   done is set. */
struct notify_start {
	void (*fn)(union sigval);
	union sigval value;
	int sock;
	volatile int done;
};

/*
 * One helper per SIGEV_THREAD registration.  A registration fires at
 * most once, and is removed by mq_notify(q, 0), by closing the
 * descriptor, or by the notification itself: each ends with exactly one
 * cookie on the socket, so the helper reads one, closes the socket and
 * runs the function only for a real message.  The socket is closed
 * before the function runs, so a function that registers again does not
 * hold two.
 */
static void *notify_thread(void *p)
{
	struct notify_start *st = p;
	void (*fn)(union sigval) = st->fn;
	union sigval value = st->value;
	int sock = st->sock;
	unsigned char cookie[COOKIE_LEN];
	long n;

	/* Library-owned until the function runs: a stray pthread_cancel
	   must not leave the socket open. */
	__self()->cancel_disable = 1;
	__sigev_thread_started(&st->done);	/* st may be gone after it */
	do
		n = __syscall(SYS_recvfrom, sock, cookie, sizeof cookie, 0, 0, 0);
	while (n == -EINTR);
	__syscall(SYS_close, sock);
	if (n == COOKIE_LEN && cookie[COOKIE_LEN - 1] == COOKIE_WOKENUP)
		fn(value);
	return 0;
}

/*
 * Registered before the helper exists, so that a failed registration
 * (EBADF, EBUSY) leaves no thread to stop; a message arriving meanwhile
 * waits in the socket.  If the helper cannot be made, the registration
 * is taken back (the kernel removes only our own process's).
 */
static int notify_by_thread(mqd_t mq, const struct sigevent *sev)
{
	struct notify_start st = {
		.fn = sev->sigev_notify_function,
		.value = sev->sigev_value,
	};
	unsigned char cookie[COOKIE_LEN] = { 0 };
	struct sigevent ksev = { 0 };
	long r;
	int e;

	if (!st.fn)
		return EINVAL;
	r = __syscall(SYS_socket, AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, 0);
	if (r < 0)
		return r == -EMFILE || r == -ENFILE ? (int)-r : ENOMEM;
	st.sock = (int)r;
	ksev.sigev_notify = SIGEV_THREAD;
	ksev.sigev_signo = st.sock;
	ksev.sigev_value.sival_ptr = cookie;
	r = __syscall(SYS_mq_notify, mq, &ksev);
	if (r < 0) {
		__syscall(SYS_close, st.sock);
		return (int)-r;
	}
	e = __sigev_thread(sev, notify_thread, &st, &st.done, 0);
	if (e) {
		__syscall(SYS_mq_notify, mq, 0);
		__syscall(SYS_close, st.sock);
		return e == EAGAIN ? ENOMEM : e;
	}
	return 0;
}

/* sev null removes this process's registration.  SIGEV_SIGNAL and
   SIGEV_NONE go to the kernel; weft's internal signals (32, 33) are
   EINVAL, signal 0 registers without sending (the kernel's rule).
   SIGEV_THREAD runs the function in a helper thread. */
int mq_notify(mqd_t mq, const struct sigevent *sev)
{
	if (sev && !(sev->sigev_notify == SIGEV_SIGNAL && !sev->sigev_signo)) {
		int e = __sigevent_check(sev, 0);
		if (!e && sev->sigev_notify == SIGEV_THREAD && !(e = notify_by_thread(mq, sev)))
			return 0;
		if (e) {
			errno = e;
			return -1;
		}
	}
	return __syscall_ret(__syscall(SYS_mq_notify, mq, sev));
}
