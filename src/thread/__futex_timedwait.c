#include <errno.h>
#include "futex.h"

static int wait(volatile int *addr, int val, clockid_t clk, const struct timespec *at,
		int priv, int cp)
{
	int op = FUTEX_WAIT_BITSET | (priv ? FUTEX_PRIVATE : 0);
	long r;

	if (at) {
		if (!__timespec_valid(at))
			return EINVAL;
		if (clk == CLOCK_REALTIME)
			op |= FUTEX_CLOCK_REALTIME;
		else if (clk != CLOCK_MONOTONIC)
			return EINVAL;
	}
	/* WAIT_BITSET takes an absolute deadline, so a wait restarted after a
	   signal never waits longer than asked. */
	if (cp)
		r = __syscall_cp(SYS_futex, addr, op, val, at, 0, -1);
	else
		r = __syscall(SYS_futex, addr, op, val, at, 0, -1);
	switch (r) {
	case 0:
	case -EAGAIN:
		return 0;
	case -EINTR:
		return EINTR;
	case -ETIMEDOUT:
		return ETIMEDOUT;
	default:
		return (int)-r;
	}
}

hidden int __futex_timedwait(volatile int *addr, int val, clockid_t clk,
			     const struct timespec *at, int priv)
{
	return wait(addr, val, clk, at, priv, 0);
}

hidden int __futex_timedwait_cp(volatile int *addr, int val, clockid_t clk,
				const struct timespec *at, int priv)
{
	return wait(addr, val, clk, at, priv, 1);
}
