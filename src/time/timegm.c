#include <errno.h>
#include <time.h>
#include "time_impl.h"

/* mktime for UTC: normalises tm, sets tm_wday/tm_yday, tm_isdst = 0. */
time_t timegm(struct tm *tm)
{
	long long t = __tm_to_secs(tm);
	struct tm r;

	if (__secs_to_tm(t, &r)) {
		errno = EOVERFLOW;
		return -1;
	}
	r.tm_isdst = 0;
	r.tm_gmtoff = 0;
	r.tm_zone = "GMT";
	*tm = r;
	return t;
}
