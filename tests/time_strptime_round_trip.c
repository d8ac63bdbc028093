/* strptime reads back what strftime wrote (numeric, named and composite
   conversions) for many times, computes tm_wday/tm_yday from the date,
   handles %p with %I, the %y pivot, %C with %y, %z, %s, white space and
   case-insensitive names, and returns NULL on a mismatch. */
#define _GNU_SOURCE
#include <string.h>
#include <time.h>
#include "check.h"

static char *env[] = { (char *)"TZ=UTC0", 0 };

int main(void)
{
	static const char *fmts[] = {
		"%Y-%m-%d %H:%M:%S", "%c", "%D %T", "%a %b %e %I:%M:%S %p %Y",
		"%A, %d %B %Y %R:%S", "%F %r", "%Y%m%d%H%M%S",
	};
	unsigned long long x = 12345;
	char buf[200];
	struct tm tm, got;
	const char *end;

	environ = env;
	tzset();
	for (int i = 0; i < 20000; i++) {
		time_t t;
		x = x * 6364136223846793005ULL + 1442695040888963407ULL;
		t = (time_t)((x >> 20) % 4000000000ULL) - 100000000;   /* 1966..2093 */
		CHECK(gmtime_r(&t, &tm));
		for (unsigned f = 0; f < sizeof fmts / sizeof *fmts; f++) {
			if (strstr(fmts[f], "%D") && (tm.tm_year < 69 || tm.tm_year > 168))
				continue;
			CHECK(strftime(buf, sizeof buf, fmts[f], &tm) > 0);
			memset(&got, 0, sizeof got);
			end = strptime(buf, fmts[f], &got);
			CHECK(end != 0);
			CHECK_EQ(*end, 0);
			CHECK_EQ(got.tm_year, tm.tm_year);
			CHECK_EQ(got.tm_mon, tm.tm_mon);
			CHECK_EQ(got.tm_mday, tm.tm_mday);
			CHECK_EQ(got.tm_hour, tm.tm_hour);
			CHECK_EQ(got.tm_min, tm.tm_min);
			CHECK_EQ(got.tm_sec, tm.tm_sec);
			CHECK_EQ(got.tm_wday, tm.tm_wday);
			CHECK_EQ(got.tm_yday, tm.tm_yday);
		}
	}

	memset(&got, 0, sizeof got);
	end = strptime("  12:05 pm", "%I:%M %p", &got);
	CHECK(end && !*end);
	CHECK_EQ(got.tm_hour, 12);
	end = strptime("12:05 AM", "%I:%M %p", &got);
	CHECK(end && !*end);
	CHECK_EQ(got.tm_hour, 0);
	end = strptime("07:05PM", "%I:%M%p", &got);
	CHECK(end && !*end);
	CHECK_EQ(got.tm_hour, 19);

	CHECK(strptime("68", "%y", &got));
	CHECK_EQ(got.tm_year, 2068 - 1900);
	CHECK(strptime("69", "%y", &got));
	CHECK_EQ(got.tm_year, 1969 - 1900);
	CHECK(strptime("1905", "%C%y", &got));
	CHECK_EQ(got.tm_year, 1905 - 1900);

	memset(&got, 0, sizeof got);
	end = strptime("tUeSdAy mArCh 5 2024 rest", "%A %B %d %Y", &got);
	CHECK(end);
	CHECK_STR(end, " rest");
	CHECK_EQ(got.tm_mon, 2);
	CHECK_EQ(got.tm_wday, 2);
	CHECK_EQ(got.tm_yday, 64);

	end = strptime("Tue\t\n Mar   5", "%a %b%n%d", &got);
	CHECK(end && !*end);
	CHECK(strptime("2024-13-01", "%Y-%m-%d", &got) == 0);
	CHECK(strptime("2024-12-01", "%Y/%m/%d", &got) == 0);
	CHECK(strptime("25:00", "%H:%M", &got) == 0);
	CHECK(strptime("Foo", "%a", &got) == 0);
	CHECK(strptime("100%", "100%%", &got));

	got.tm_gmtoff = 1;
	CHECK(strptime("+0530", "%z", &got));
	CHECK_EQ(got.tm_gmtoff, 5 * 3600 + 30 * 60);
	CHECK(strptime("-03:30", "%z", &got));
	CHECK_EQ(got.tm_gmtoff, -(3 * 3600 + 30 * 60));
	CHECK(strptime("Z", "%z", &got));
	CHECK_EQ(got.tm_gmtoff, 0);
	CHECK(strptime("-08", "%z", &got));
	CHECK_EQ(got.tm_gmtoff, -8 * 3600);

	memset(&got, 0, sizeof got);
	end = strptime("1709607845", "%s", &got);
	CHECK(end && !*end);
	CHECK_EQ(got.tm_year, 124);
	CHECK_EQ(got.tm_mon, 2);
	CHECK_EQ(got.tm_mday, 5);
	CHECK_EQ(got.tm_hour, 3);
	CHECK_EQ(got.tm_min, 4);
	CHECK_EQ(got.tm_sec, 5);

	memset(&got, 0, sizeof got);
	CHECK(strptime("366 2024", "%j %Y", &got));
	CHECK_EQ(got.tm_yday, 365);
	return 0;
}
