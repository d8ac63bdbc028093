#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <syslog.h>
#include <time.h>
#include "cancel.h"
#include "lock.h"
#include "syslog_impl.h"

/* "Mmm dd hh:mm:ss" in local time, as RFC 3164 loggers parse it; out of
   any locale's reach on purpose. */
static void stamp_now(char out[16])
{
	static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	time_t now = time(0);
	struct tm tm;

	if (!localtime_r(&now, &tm))
		tm = (struct tm){ .tm_mday = 1 };
	snprintf(out, 16, "%.3s %2d %02d:%02d:%02d", months + 3 * (tm.tm_mon % 12),
		 tm.tm_mday % 100, tm.tm_hour % 100, tm.tm_min % 100, tm.tm_sec % 100);
}

/*
 * Logs one message if its priority is in the mask: to /dev/log, to
 * stderr with LOG_PERROR, to the console with LOG_CONS when the logger
 * cannot be reached.  %m in fmt is strerror(errno) of the caller, and
 * errno is left as the caller had it.  Never fails and never waits for a
 * logger that is not there.  Thread-safe; not async-signal-safe.
 * Not a cancellation point here: cancellation is off while the lock is
 * held, so a cancelled send can never leave it taken.
 */
void vsyslog(int priority, const char *fmt, va_list ap)
{
	int saved = errno, n;
	char stamp[16], small[1024], *msg = small;
	va_list again;

	/* bits outside priority and facility: log it with them cleared */
	priority &= LOG_PRIMASK | LOG_FACMASK;
	if (!(LOG_MASK(LOG_PRI(priority)) & __syslog_mask))
		return;

	/* Everything that takes another internal lock happens here, before
	   __syslog_lock (see __syslog.c). */
	stamp_now(stamp);
	va_copy(again, ap);
	errno = saved;  /* for %m: the time zone lookup may have set it */
	n = vsnprintf(small, sizeof small, fmt, ap);
	if (n < 0) {
		n = 0;
		small[0] = 0;
	} else if ((size_t)n >= sizeof small) {
		char *big = malloc((size_t)n + 1);
		if (big) {
			errno = saved;
			vsnprintf(big, (size_t)n + 1, fmt, again);
			msg = big;
		} else {
			n = sizeof small - 1;
		}
	}
	va_end(again);

	int c = __cancel_off();
	__lock(&__syslog_lock);
	__syslog_send(priority, stamp, msg, (size_t)n);
	__unlock(&__syslog_lock);
	__cancel_restore(c);
	if (msg != small)
		free(msg);
	errno = saved;
}
