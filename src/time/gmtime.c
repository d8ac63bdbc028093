#include <time.h>
#include "time_impl.h"

/* Not thread-safe: the result lives in the buffer localtime also uses. */
struct tm *gmtime(const time_t *t)
{
	return gmtime_r(t, &__tm_buf);
}
