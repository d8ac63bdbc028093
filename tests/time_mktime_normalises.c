/* mktime normalises out-of-range fields, sets tm_wday/tm_yday/tm_isdst,
   honours tm_isdst in DST gaps and overlaps and for times whose zone
   disagrees with it (expectations checked against glibc), and reports a
   year beyond time_t or int with -1/EOVERFLOW. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"
#include "tm_format.h"

static char tzvar[300];
static char *env[] = { tzvar, 0 };

static void set_tz(const char *tz)
{
	strcpy(tzvar, "TZ=");
	strcpy(tzvar + 3, tz);
	environ = env;
	tzset();
}

static const struct {
	const char *tz;
	int year, mon, mday, hour, min, sec, isdst;
	long long t;
	const char *want;
} cases[] = {
	{ "UTC0", 2024, 13, 0, 0, 0, -1, 0, 1738281599LL, "2025-01-30 23:59:59 w=4 y=29 dst=0 off=0 UTC" },
	{ "UTC0", 2024, -1, 1, 0, 0, 0, -1, 1701388800LL, "2023-12-01 00:00:00 w=5 y=334 dst=0 off=0 UTC" },
	{ "UTC0", 2023, 1, 29, 24, 60, 60, -1, 1677718860LL, "2023-03-02 01:01:00 w=4 y=60 dst=0 off=0 UTC" },
	{ "UTC0", 2000, 0, 366, 0, 0, 0, 0, 978220800LL, "2000-12-31 00:00:00 w=0 y=365 dst=0 off=0 UTC" },
	{ "UTC0", 1970, 0, 1, 0, 0, -31536000, 0, -31536000LL, "1969-01-01 00:00:00 w=3 y=0 dst=0 off=0 UTC" },
	{ "UTC0", 2024, 0, 1, 0, 0, 1000000000, -1, 2704067200LL, "2055-09-09 01:46:40 w=4 y=251 dst=0 off=0 UTC" },
	{ "EST5EDT,M3.2.0,M11.1.0", 2024, 2, 10, 2, 30, 0, -1, 1710055800LL, "2024-03-10 03:30:00 w=0 y=69 dst=1 off=-14400 EDT" },
	{ "EST5EDT,M3.2.0,M11.1.0", 2024, 2, 10, 2, 30, 0, 0, 1710055800LL, "2024-03-10 03:30:00 w=0 y=69 dst=1 off=-14400 EDT" },
	{ "EST5EDT,M3.2.0,M11.1.0", 2024, 2, 10, 2, 30, 0, 1, 1710052200LL, "2024-03-10 01:30:00 w=0 y=69 dst=0 off=-18000 EST" },
	{ "EST5EDT,M3.2.0,M11.1.0", 2024, 10, 3, 1, 30, 0, 0, 1730615400LL, "2024-11-03 01:30:00 w=0 y=307 dst=0 off=-18000 EST" },
	{ "EST5EDT,M3.2.0,M11.1.0", 2024, 10, 3, 1, 30, 0, 1, 1730611800LL, "2024-11-03 01:30:00 w=0 y=307 dst=1 off=-14400 EDT" },
	{ "EST5EDT,M3.2.0,M11.1.0", 2024, 0, 15, 12, 0, 0, 1, 1705334400LL, "2024-01-15 11:00:00 w=1 y=14 dst=0 off=-18000 EST" },
	{ "EST5EDT,M3.2.0,M11.1.0", 2024, 6, 15, 12, 0, 0, 0, 1721062800LL, "2024-07-15 13:00:00 w=1 y=196 dst=1 off=-14400 EDT" },
	{ "EST5EDT,M3.2.0,M11.1.0", 2024, 6, 15, 12, 0, 0, -1, 1721059200LL, "2024-07-15 12:00:00 w=1 y=196 dst=1 off=-14400 EDT" },
	{ "EST5EDT,M3.2.0,M11.1.0", 2024, 2, 9, 26, 30, 0, -1, 1710055800LL, "2024-03-10 03:30:00 w=0 y=69 dst=1 off=-14400 EDT" },
	{ "CET-1CEST,M3.5.0,M10.5.0/3", 2024, 2, 31, 2, 0, 0, -1, 1711846800LL, "2024-03-31 03:00:00 w=0 y=90 dst=1 off=7200 CEST" },
	{ "CET-1CEST,M3.5.0,M10.5.0/3", 2024, 9, 27, 2, 30, 0, 1, 1729989000LL, "2024-10-27 02:30:00 w=0 y=300 dst=1 off=7200 CEST" },
	{ "CET-1CEST,M3.5.0,M10.5.0/3", 2024, 9, 27, 2, 30, 0, 0, 1729992600LL, "2024-10-27 02:30:00 w=0 y=300 dst=0 off=3600 CET" },
	{ "AEST-10AEDT,M10.1.0,M4.1.0/3", 2024, 3, 7, 2, 30, 0, 1, 1712417400LL, "2024-04-07 02:30:00 w=0 y=97 dst=1 off=39600 AEDT" },
	{ "AEST-10AEDT,M10.1.0,M4.1.0/3", 2024, 9, 6, 2, 30, 0, -1, 1728145800LL, "2024-10-06 03:30:00 w=0 y=279 dst=1 off=39600 AEDT" },
	{ "Europe/Paris", 2024, 2, 31, 2, 30, 0, -1, 1711848600LL, "2024-03-31 03:30:00 w=0 y=90 dst=1 off=7200 CEST" },
	{ "Europe/Paris", 2024, 9, 27, 2, 30, 0, 0, 1729992600LL, "2024-10-27 02:30:00 w=0 y=300 dst=0 off=3600 CET" },
	{ "Europe/Paris", 2024, 9, 27, 2, 30, 0, 1, 1729989000LL, "2024-10-27 02:30:00 w=0 y=300 dst=1 off=7200 CEST" },
	{ "Europe/Paris", 2024, 0, 10, 12, 0, 0, 1, 1704880800LL, "2024-01-10 11:00:00 w=3 y=9 dst=0 off=3600 CET" },
	{ "America/New_York", 2050, 6, 4, 12, 0, 0, -1, 2540563200LL, "2050-07-04 12:00:00 w=1 y=184 dst=1 off=-14400 EDT" },
	{ "America/New_York", 2024, 14, 40, 0, -1, 0, -1, 1744171140LL, "2025-04-08 23:59:00 w=2 y=97 dst=1 off=-14400 EDT" },
};

int main(void)
{
	int have_files = !access("/usr/share/zoneinfo/Europe/Paris", R_OK) &&
			 !access("/usr/share/zoneinfo/America/New_York", R_OK);
	char buf[200];
	struct tm tm;

	for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
		if (strchr(cases[i].tz, '/') && !have_files)
			continue;
		memset(&tm, 0, sizeof tm);
		set_tz(cases[i].tz);
		tm.tm_year = cases[i].year - 1900;
		tm.tm_mon = cases[i].mon;
		tm.tm_mday = cases[i].mday;
		tm.tm_hour = cases[i].hour;
		tm.tm_min = cases[i].min;
		tm.tm_sec = cases[i].sec;
		tm.tm_isdst = cases[i].isdst;
		tm.tm_wday = tm.tm_yday = 1000;
		CHECK_EQ(mktime(&tm), cases[i].t);
		CHECK_STR(fmt_tm(&tm, buf), cases[i].want);
	}

	/* huge fields in range of time_t still work */
	set_tz("UTC0");
	memset(&tm, 0, sizeof tm);
	tm.tm_year = 70;
	tm.tm_mday = 1;
	tm.tm_sec = INT_MAX;
	tm.tm_min = INT_MAX;
	CHECK_EQ(mktime(&tm), (long long)INT_MAX * 61);
	CHECK_EQ(tm.tm_sec, (int)(((long long)INT_MAX * 61) % 60));

	/* a result whose year does not fit in int */
	memset(&tm, 0, sizeof tm);
	tm.tm_year = INT_MAX;
	tm.tm_mon = 12;
	tm.tm_mday = 1;
	tm.tm_isdst = -1;
	CHECK_ERR(mktime(&tm), EOVERFLOW);
	memset(&tm, 0, sizeof tm);
	tm.tm_year = INT_MIN;
	tm.tm_mon = -1;
	tm.tm_mday = 1;
	CHECK_ERR(mktime(&tm), EOVERFLOW);
	return 0;
}
