/* getdate matches the input against the templates in $DATEMSK, first
   match wins, fills what the template left out from the current time
   (a time alone: today if still to come, else tomorrow; a weekday alone:
   the next such day; a date alone: the current time of day), and reports
   errors 1-8 in getdate_err; getdate_r returns them. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include "check.h"

static struct tm *get(const char *s)
{
	getdate_err = 0;
	return getdate(s);
}

int main(void)
{
	struct tm *t, now, r;
	time_t clock;

	CHECK_EQ(setenv("TZ", "UTC", 1), 0);
	tzset();
	unsetenv("DATEMSK");
	CHECK(!get("10:30"));
	CHECK_EQ(getdate_err, 1);
	CHECK_EQ(setenv("DATEMSK", "", 1), 0);
	CHECK(!get("10:30"));
	CHECK_EQ(getdate_err, 1);
	CHECK_EQ(setenv("DATEMSK", "missing", 1), 0);
	CHECK(!get("10:30"));
	CHECK_EQ(getdate_err, 3);
	CHECK_EQ(setenv("DATEMSK", ".", 1), 0);
	CHECK(!get("10:30"));
	CHECK_EQ(getdate_err, 4);
	CHECK_EQ(getdate_r("10:30", &r), 4);

	CHECK_EQ(t_sh("printf '%s\\n' '%Y-%m-%d' '%B %d %Y %H:%M:%S' '%H:%M' '%A' '%Y' > tmpl"), 0);
	CHECK_EQ(setenv("DATEMSK", "tmpl", 1), 0);
	CHECK(!get("junk"));
	CHECK_EQ(getdate_err, 7);
	CHECK(!get("2023-02-29"));
	CHECK_EQ(getdate_err, 8);
	CHECK(!get("2023-04-31"));
	CHECK_EQ(getdate_err, 8);

	t = get("March 3 2025 1:2:3");
	CHECK(t);
	CHECK_EQ(t->tm_year, 125);
	CHECK_EQ(t->tm_mon, 2);
	CHECK_EQ(t->tm_mday, 3);
	CHECK_EQ(t->tm_hour, 1);
	CHECK_EQ(t->tm_min, 2);
	CHECK_EQ(t->tm_sec, 3);
	CHECK_EQ(t->tm_wday, 1);
	CHECK_EQ(t->tm_yday, 61);
	CHECK_EQ(getdate_r("  march 3 2025 01:02:03  ", &r), 0);
	CHECK_EQ(r.tm_yday, 61);
	CHECK_EQ(r.tm_sec, 3);

	/* a date alone: that day, at the current time of day */
	t = get("2024-02-29");
	CHECK(t);
	clock = time(0);
	gmtime_r(&clock, &now);
	CHECK_EQ(t->tm_year, 124);
	CHECK_EQ(t->tm_mon, 1);
	CHECK_EQ(t->tm_mday, 29);
	CHECK_EQ(t->tm_wday, 4);
	CHECK_EQ(t->tm_yday, 59);
	CHECK_LE(abs((t->tm_hour * 3600 + t->tm_min * 60 + t->tm_sec) -
		     (now.tm_hour * 3600 + now.tm_min * 60 + now.tm_sec)), 5);

	/* a time alone: the next time it comes (hours other than the
	   current one, so that the answer does not depend on the minute) */
	for (int ahead = 5; ahead <= 19; ahead += 14) {
		char in[16];
		clock = time(0);
		gmtime_r(&clock, &now);
		int h = (now.tm_hour + ahead) % 24;
		snprintf(in, sizeof in, "%02d:30", h);
		t = get(in);
		CHECK(t);
		CHECK_EQ(t->tm_hour, h);
		CHECK_EQ(t->tm_min, 30);
		CHECK_EQ(t->tm_sec, 0);
		time_t want = clock - (now.tm_hour * 3600 + now.tm_min * 60 + now.tm_sec) +
			      h * 3600 + 30 * 60;
		if (want < clock)
			want += 86400;
		struct tm w;
		gmtime_r(&want, &w);
		CHECK_EQ(t->tm_mday, w.tm_mday);
		CHECK_EQ(t->tm_mon, w.tm_mon);
		CHECK_EQ(t->tm_year, w.tm_year);
	}

	/* a weekday alone: today or within the next six days */
	static const char *const days[] = { "Sunday", "Monday", "Tuesday", "Wednesday",
					    "Thursday", "Friday", "Saturday" };
	for (int d = 0; d < 7; d++) {
		clock = time(0);
		gmtime_r(&clock, &now);
		t = get(days[d]);
		CHECK(t);
		CHECK_EQ(t->tm_wday, d);
		time_t want = clock + (time_t)((d - now.tm_wday + 7) % 7) * 86400;
		struct tm w;
		gmtime_r(&want, &w);
		CHECK_EQ(t->tm_mday, w.tm_mday);
		CHECK_EQ(t->tm_mon, w.tm_mon);
	}

	/* a year alone: the rest from now */
	t = get("2030");
	CHECK(t);
	CHECK_EQ(t->tm_year, 130);
	return 0;
}
