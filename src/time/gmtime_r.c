#include <errno.h>
#include <time.h>
#include "time_impl.h"

/* UTC broken-down time; NULL/EOVERFLOW when the year does not fit. */
struct tm *gmtime_r(const time_t *restrict t, struct tm *restrict tm)
{
	if (__secs_to_tm(*t, tm)) {
		errno = EOVERFLOW;
		return 0;
	}
	tm->tm_isdst = 0;
	tm->tm_gmtoff = 0;
	tm->tm_zone = "GMT";
	return tm;
}
