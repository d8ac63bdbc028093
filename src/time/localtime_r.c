#include <errno.h>
#include <time.h>
#include "time_impl.h"

/* Local broken-down time, thread-safe.  Like glibc it notices a changed TZ
   (the zone is reloaded under the zone lock).  NULL/EOVERFLOW when the
   year does not fit. */
struct tm *localtime_r(const time_t *restrict t, struct tm *restrict tm)
{
	if (__tz_localtime(*t, tm)) {
		errno = EOVERFLOW;
		return 0;
	}
	return tm;
}
