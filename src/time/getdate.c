#define _GNU_SOURCE
#include <time.h>

int getdate_err;

static struct tm result;

/* getdate_r's result in a static struct tm, or 0 with the error (1-8) in
   getdate_err.  Not thread-safe, as POSIX allows. */
struct tm *getdate(const char *s)
{
	int e = getdate_r(s, &result);

	if (e) {
		getdate_err = e;
		return 0;
	}
	return &result;
}
