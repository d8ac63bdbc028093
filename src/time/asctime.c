#include <time.h>
#include "time_impl.h"

/* Not thread-safe: one static buffer, shared with ctime. */
char *asctime(const struct tm *tm)
{
	return asctime_r(tm, __asctime_buf);
}
