/* getdate with a month alone gives the first day of the next such month
   (this month included), at the current time of day, as POSIX says. */
// test: weft-only (glibc 2.36 returns another day than the 1st, and January 3 for January)
#define _GNU_SOURCE
#include <stdlib.h>
#include <time.h>
#include "check.h"

int main(void)
{
	static const char *const months[] = { "January", "February", "March", "April", "May",
		"June", "July", "August", "September", "October", "November", "December" };
	struct tm now, r;

	CHECK_EQ(setenv("TZ", "UTC", 1), 0);
	tzset();
	CHECK_EQ(t_sh("echo '%B' > tmpl"), 0);
	CHECK_EQ(setenv("DATEMSK", "tmpl", 1), 0);
	for (int m = 0; m < 12; m++) {
		time_t clock = time(0);
		gmtime_r(&clock, &now);
		CHECK_EQ(getdate_r(months[m], &r), 0);
		CHECK_EQ(r.tm_mon, m);
		CHECK_EQ(r.tm_mday, 1);
		CHECK_EQ(r.tm_year, now.tm_year + (m < now.tm_mon));
		CHECK_EQ(r.tm_hour, now.tm_hour);
	}
	return 0;
}
