#include <time.h>
#include "time_impl.h"

/* asctime(localtime(t)): the static buffers of both. */
char *ctime(const time_t *t)
{
	struct tm *tm = localtime(t);

	return tm ? asctime_r(tm, __asctime_buf) : 0;
}
