#include <time.h>
#include "time_impl.h"

/* Reads TZ (or /etc/localtime) and sets tzname, timezone, daylight. */
void tzset(void)
{
	__tz_update();
}
