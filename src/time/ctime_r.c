#include <time.h>

/* asctime_r(localtime_r(t)); buf holds at least 26 bytes. */
char *ctime_r(const time_t *t, char *buf)
{
	struct tm tm;

	if (!localtime_r(t, &tm))
		return 0;
	return asctime_r(&tm, buf);
}
