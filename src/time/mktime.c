#include <errno.h>
#include <time.h>
#include "time_impl.h"
#include "libc.h"

/* Local fields (any of them out of range) to time_t; tm is rewritten
   normalised with tm_wday, tm_yday, tm_isdst, tm_gmtoff and tm_zone.
   tm_isdst > 0 or == 0 says which of the zone's offsets the fields were
   written in; < 0 lets the zone decide.  -1/EOVERFLOW when the result does
   not fit (tm is then left alone). */
time_t mktime(struct tm *tm)
{
	int err;
	long long t = __tz_mktime(tm, &err);

	if (err || t != (time_t)t) {
		errno = EOVERFLOW;
		return -1;
	}
	return t;
}

/* The BSD name. */
weak_alias(mktime, timelocal);
