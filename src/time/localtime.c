#include <time.h>
#include "time_impl.h"

/* Not thread-safe: the result lives in the buffer gmtime also uses.  Sets
   tzname, timezone and daylight as tzset does. */
struct tm *localtime(const time_t *t)
{
	return localtime_r(t, &__tm_buf);
}
