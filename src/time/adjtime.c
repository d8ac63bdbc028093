#define _DEFAULT_SOURCE
#include <errno.h>
#include <limits.h>
#include <sys/time.h>
#include <sys/timex.h>

/* The kernel's single-shot offset, in microseconds, is a long but it
   refuses more than about half an hour each way: keep to what fits
   the old 32-bit interface, as the BSD call does. */
#define MAX_SEC (INT_MAX / 1000000 - 2)

/* Slowly corrects the clock by delta (adjtimex's single-shot offset);
   olddelta gets what the previous correction had left to do. */
int adjtime(const struct timeval *delta, struct timeval *olddelta)
{
	struct timex tx = { .modes = ADJ_OFFSET_SS_READ };

	if (delta) {
		/* tv_usec may be out of range: it adds its whole seconds. */
		long sec = delta->tv_usec / 1000000 + (delta->tv_sec > LONG_MAX / 2 ? LONG_MAX / 2 :
						       delta->tv_sec < -LONG_MAX / 2 ? -LONG_MAX / 2 :
						       (long)delta->tv_sec);
		if (sec > MAX_SEC || sec < -MAX_SEC) {
			errno = EINVAL;
			return -1;
		}
		tx.modes = ADJ_OFFSET_SINGLESHOT;
		tx.offset = sec * 1000000L + delta->tv_usec % 1000000;
	}
	if (adjtimex(&tx) < 0)
		return -1;
	if (olddelta) {
		olddelta->tv_sec = tx.offset / 1000000;
		olddelta->tv_usec = tx.offset % 1000000;
		if (olddelta->tv_usec < 0) {
			olddelta->tv_sec--;
			olddelta->tv_usec += 1000000;
		}
	}
	return 0;
}
