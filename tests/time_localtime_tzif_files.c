/* localtime_r with TZif zone files: TZ="Area/City", ":Area/City" and an
   absolute path; times before the first transition (LMT), in the table,
   past 2038 and far beyond the table (the footer TZ string); half-hour
   DST (Lord Howe) and the southern hemisphere.  Expectations checked
   against glibc.  Skipped when /usr/share/zoneinfo is missing. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"
#include "tm_format.h"

static char tzvar[300];
static char *env_tz[] = { tzvar, 0 };
static char *env_none[] = { (char *)"HOME=/", 0 };

static void set_tz(const char *tz)
{
	strcpy(tzvar, "TZ=");
	strcpy(tzvar + 3, tz);
	environ = env_tz;
	tzset();
}

static const struct { const char *tz, *std, *dst; long timezone; int daylight; } zones[] = {
	{ "Europe/Paris", "CET", "CEST", -3600, 1 },
	{ "America/New_York", "EST", "EDT", 18000, 1 },
	{ "Australia/Lord_Howe", "+1030", "+11", -37800, 1 },
	{ ":Europe/Paris", "CET", "CEST", -3600, 1 },
	{ "/usr/share/zoneinfo/Asia/Kolkata", "IST", "+0630", -19800, 1 },
	{ "America/Sao_Paulo", "-03", "-02", 10800, 1 },
};

static const struct { int zone; long long t; const char *want; } cases[] = {
	{ 0, -5000000000LL, "1811-07-23 15:16:01 w=2 y=203 dst=0 off=561 LMT" },
	{ 0, -2500000000LL, "1890-10-11 19:42:41 w=6 y=283 dst=0 off=561 LMT" },
	{ 0, -1000000000LL, "1938-04-24 23:13:20 w=0 y=113 dst=1 off=3600 WEST" },
	{ 0, 0LL, "1970-01-01 01:00:00 w=4 y=0 dst=0 off=3600 CET" },
	{ 0, 1000000000LL, "2001-09-09 03:46:40 w=0 y=251 dst=1 off=7200 CEST" },
	{ 0, 1173596399LL, "2007-03-11 07:59:59 w=0 y=69 dst=0 off=3600 CET" },
	{ 0, 1173596400LL, "2007-03-11 08:00:00 w=0 y=69 dst=0 off=3600 CET" },
	{ 0, 1711846799LL, "2024-03-31 01:59:59 w=0 y=90 dst=0 off=3600 CET" },
	{ 0, 1711846800LL, "2024-03-31 03:00:00 w=0 y=90 dst=1 off=7200 CEST" },
	{ 0, 1712419199LL, "2024-04-06 17:59:59 w=6 y=96 dst=1 off=7200 CEST" },
	{ 0, 1712419200LL, "2024-04-06 18:00:00 w=6 y=96 dst=1 off=7200 CEST" },
	{ 0, 1728143999LL, "2024-10-05 17:59:59 w=6 y=278 dst=1 off=7200 CEST" },
	{ 0, 1728144000LL, "2024-10-05 18:00:00 w=6 y=278 dst=1 off=7200 CEST" },
	{ 0, 1730613599LL, "2024-11-03 06:59:59 w=0 y=307 dst=0 off=3600 CET" },
	{ 0, 1730613600LL, "2024-11-03 07:00:00 w=0 y=307 dst=0 off=3600 CET" },
	{ 0, 2000000000LL, "2033-05-18 05:33:20 w=3 y=137 dst=1 off=7200 CEST" },
	{ 0, 2147483647LL, "2038-01-19 04:14:07 w=2 y=18 dst=0 off=3600 CET" },
	{ 0, 2147483648LL, "2038-01-19 04:14:08 w=2 y=18 dst=0 off=3600 CET" },
	{ 0, 2500000000LL, "2049-03-22 05:26:40 w=1 y=80 dst=0 off=3600 CET" },
	{ 0, 4102444800LL, "2100-01-01 01:00:00 w=5 y=0 dst=0 off=3600 CET" },
	{ 0, 16725225600LL, "2500-01-01 01:00:00 w=5 y=0 dst=0 off=3600 CET" },
	{ 1, -5000000000LL, "1811-07-23 10:10:38 w=2 y=203 dst=0 off=-17762 LMT" },
	{ 1, -2500000000LL, "1890-10-11 14:33:20 w=6 y=283 dst=0 off=-18000 EST" },
	{ 1, -1000000000LL, "1938-04-24 18:13:20 w=0 y=113 dst=1 off=-14400 EDT" },
	{ 1, 0LL, "1969-12-31 19:00:00 w=3 y=364 dst=0 off=-18000 EST" },
	{ 1, 1000000000LL, "2001-09-08 21:46:40 w=6 y=250 dst=1 off=-14400 EDT" },
	{ 1, 1173596399LL, "2007-03-11 01:59:59 w=0 y=69 dst=0 off=-18000 EST" },
	{ 1, 1173596400LL, "2007-03-11 03:00:00 w=0 y=69 dst=1 off=-14400 EDT" },
	{ 1, 1711846799LL, "2024-03-30 20:59:59 w=6 y=89 dst=1 off=-14400 EDT" },
	{ 1, 1711846800LL, "2024-03-30 21:00:00 w=6 y=89 dst=1 off=-14400 EDT" },
	{ 1, 1712419199LL, "2024-04-06 11:59:59 w=6 y=96 dst=1 off=-14400 EDT" },
	{ 1, 1712419200LL, "2024-04-06 12:00:00 w=6 y=96 dst=1 off=-14400 EDT" },
	{ 1, 1728143999LL, "2024-10-05 11:59:59 w=6 y=278 dst=1 off=-14400 EDT" },
	{ 1, 1728144000LL, "2024-10-05 12:00:00 w=6 y=278 dst=1 off=-14400 EDT" },
	{ 1, 1730613599LL, "2024-11-03 01:59:59 w=0 y=307 dst=1 off=-14400 EDT" },
	{ 1, 1730613600LL, "2024-11-03 01:00:00 w=0 y=307 dst=0 off=-18000 EST" },
	{ 1, 2000000000LL, "2033-05-17 23:33:20 w=2 y=136 dst=1 off=-14400 EDT" },
	{ 1, 2147483647LL, "2038-01-18 22:14:07 w=1 y=17 dst=0 off=-18000 EST" },
	{ 1, 2147483648LL, "2038-01-18 22:14:08 w=1 y=17 dst=0 off=-18000 EST" },
	{ 1, 2500000000LL, "2049-03-22 00:26:40 w=1 y=80 dst=1 off=-14400 EDT" },
	{ 1, 4102444800LL, "2099-12-31 19:00:00 w=4 y=364 dst=0 off=-18000 EST" },
	{ 1, 16725225600LL, "2499-12-31 19:00:00 w=4 y=364 dst=0 off=-18000 EST" },
	{ 2, -5000000000LL, "1811-07-24 01:43:00 w=3 y=204 dst=0 off=38180 LMT" },
	{ 2, -2500000000LL, "1890-10-12 06:09:40 w=0 y=284 dst=0 off=38180 LMT" },
	{ 2, -1000000000LL, "1938-04-25 08:13:20 w=1 y=114 dst=0 off=36000 AEST" },
	{ 2, 0LL, "1970-01-01 10:00:00 w=4 y=0 dst=0 off=36000 AEST" },
	{ 2, 1000000000LL, "2001-09-09 12:16:40 w=0 y=251 dst=0 off=37800 +1030" },
	{ 2, 1173596399LL, "2007-03-11 17:59:59 w=0 y=69 dst=1 off=39600 +11" },
	{ 2, 1173596400LL, "2007-03-11 18:00:00 w=0 y=69 dst=1 off=39600 +11" },
	{ 2, 1711846799LL, "2024-03-31 11:59:59 w=0 y=90 dst=1 off=39600 +11" },
	{ 2, 1711846800LL, "2024-03-31 12:00:00 w=0 y=90 dst=1 off=39600 +11" },
	{ 2, 1712419199LL, "2024-04-07 02:29:59 w=0 y=97 dst=0 off=37800 +1030" },
	{ 2, 1712419200LL, "2024-04-07 02:30:00 w=0 y=97 dst=0 off=37800 +1030" },
	{ 2, 1728143999LL, "2024-10-06 02:59:59 w=0 y=279 dst=1 off=39600 +11" },
	{ 2, 1728144000LL, "2024-10-06 03:00:00 w=0 y=279 dst=1 off=39600 +11" },
	{ 2, 1730613599LL, "2024-11-03 16:59:59 w=0 y=307 dst=1 off=39600 +11" },
	{ 2, 1730613600LL, "2024-11-03 17:00:00 w=0 y=307 dst=1 off=39600 +11" },
	{ 2, 2000000000LL, "2033-05-18 14:03:20 w=3 y=137 dst=0 off=37800 +1030" },
	{ 2, 2147483647LL, "2038-01-19 14:14:07 w=2 y=18 dst=1 off=39600 +11" },
	{ 2, 2147483648LL, "2038-01-19 14:14:08 w=2 y=18 dst=1 off=39600 +11" },
	{ 2, 2500000000LL, "2049-03-22 15:26:40 w=1 y=80 dst=1 off=39600 +11" },
	{ 2, 4102444800LL, "2100-01-01 11:00:00 w=5 y=0 dst=1 off=39600 +11" },
	{ 2, 16725225600LL, "2500-01-01 11:00:00 w=5 y=0 dst=1 off=39600 +11" },
	{ 3, -5000000000LL, "1811-07-23 15:16:01 w=2 y=203 dst=0 off=561 LMT" },
	{ 3, -2500000000LL, "1890-10-11 19:42:41 w=6 y=283 dst=0 off=561 LMT" },
	{ 3, -1000000000LL, "1938-04-24 23:13:20 w=0 y=113 dst=1 off=3600 WEST" },
	{ 3, 0LL, "1970-01-01 01:00:00 w=4 y=0 dst=0 off=3600 CET" },
	{ 3, 1000000000LL, "2001-09-09 03:46:40 w=0 y=251 dst=1 off=7200 CEST" },
	{ 3, 1173596399LL, "2007-03-11 07:59:59 w=0 y=69 dst=0 off=3600 CET" },
	{ 3, 1173596400LL, "2007-03-11 08:00:00 w=0 y=69 dst=0 off=3600 CET" },
	{ 3, 1711846799LL, "2024-03-31 01:59:59 w=0 y=90 dst=0 off=3600 CET" },
	{ 3, 1711846800LL, "2024-03-31 03:00:00 w=0 y=90 dst=1 off=7200 CEST" },
	{ 3, 1712419199LL, "2024-04-06 17:59:59 w=6 y=96 dst=1 off=7200 CEST" },
	{ 3, 1712419200LL, "2024-04-06 18:00:00 w=6 y=96 dst=1 off=7200 CEST" },
	{ 3, 1728143999LL, "2024-10-05 17:59:59 w=6 y=278 dst=1 off=7200 CEST" },
	{ 3, 1728144000LL, "2024-10-05 18:00:00 w=6 y=278 dst=1 off=7200 CEST" },
	{ 3, 1730613599LL, "2024-11-03 06:59:59 w=0 y=307 dst=0 off=3600 CET" },
	{ 3, 1730613600LL, "2024-11-03 07:00:00 w=0 y=307 dst=0 off=3600 CET" },
	{ 3, 2000000000LL, "2033-05-18 05:33:20 w=3 y=137 dst=1 off=7200 CEST" },
	{ 3, 2147483647LL, "2038-01-19 04:14:07 w=2 y=18 dst=0 off=3600 CET" },
	{ 3, 2147483648LL, "2038-01-19 04:14:08 w=2 y=18 dst=0 off=3600 CET" },
	{ 3, 2500000000LL, "2049-03-22 05:26:40 w=1 y=80 dst=0 off=3600 CET" },
	{ 3, 4102444800LL, "2100-01-01 01:00:00 w=5 y=0 dst=0 off=3600 CET" },
	{ 3, 16725225600LL, "2500-01-01 01:00:00 w=5 y=0 dst=0 off=3600 CET" },
	{ 4, -5000000000LL, "1811-07-23 21:00:08 w=2 y=203 dst=0 off=21208 LMT" },
	{ 4, -2500000000LL, "1890-10-12 00:54:30 w=0 y=284 dst=0 off=19270 MMT" },
	{ 4, -1000000000LL, "1938-04-25 03:43:20 w=1 y=114 dst=0 off=19800 IST" },
	{ 4, 0LL, "1970-01-01 05:30:00 w=4 y=0 dst=0 off=19800 IST" },
	{ 4, 1000000000LL, "2001-09-09 07:16:40 w=0 y=251 dst=0 off=19800 IST" },
	{ 4, 1173596399LL, "2007-03-11 12:29:59 w=0 y=69 dst=0 off=19800 IST" },
	{ 4, 1173596400LL, "2007-03-11 12:30:00 w=0 y=69 dst=0 off=19800 IST" },
	{ 4, 1711846799LL, "2024-03-31 06:29:59 w=0 y=90 dst=0 off=19800 IST" },
	{ 4, 1711846800LL, "2024-03-31 06:30:00 w=0 y=90 dst=0 off=19800 IST" },
	{ 4, 1712419199LL, "2024-04-06 21:29:59 w=6 y=96 dst=0 off=19800 IST" },
	{ 4, 1712419200LL, "2024-04-06 21:30:00 w=6 y=96 dst=0 off=19800 IST" },
	{ 4, 1728143999LL, "2024-10-05 21:29:59 w=6 y=278 dst=0 off=19800 IST" },
	{ 4, 1728144000LL, "2024-10-05 21:30:00 w=6 y=278 dst=0 off=19800 IST" },
	{ 4, 1730613599LL, "2024-11-03 11:29:59 w=0 y=307 dst=0 off=19800 IST" },
	{ 4, 1730613600LL, "2024-11-03 11:30:00 w=0 y=307 dst=0 off=19800 IST" },
	{ 4, 2000000000LL, "2033-05-18 09:03:20 w=3 y=137 dst=0 off=19800 IST" },
	{ 4, 2147483647LL, "2038-01-19 08:44:07 w=2 y=18 dst=0 off=19800 IST" },
	{ 4, 2147483648LL, "2038-01-19 08:44:08 w=2 y=18 dst=0 off=19800 IST" },
	{ 4, 2500000000LL, "2049-03-22 09:56:40 w=1 y=80 dst=0 off=19800 IST" },
	{ 4, 4102444800LL, "2100-01-01 05:30:00 w=5 y=0 dst=0 off=19800 IST" },
	{ 4, 16725225600LL, "2500-01-01 05:30:00 w=5 y=0 dst=0 off=19800 IST" },
	{ 5, -5000000000LL, "1811-07-23 12:00:12 w=2 y=203 dst=0 off=-11188 LMT" },
	{ 5, -2500000000LL, "1890-10-11 16:26:52 w=6 y=283 dst=0 off=-11188 LMT" },
	{ 5, -1000000000LL, "1938-04-24 19:13:20 w=0 y=113 dst=0 off=-10800 -03" },
	{ 5, 0LL, "1969-12-31 21:00:00 w=3 y=364 dst=0 off=-10800 -03" },
	{ 5, 1000000000LL, "2001-09-08 22:46:40 w=6 y=250 dst=0 off=-10800 -03" },
	{ 5, 1173596399LL, "2007-03-11 03:59:59 w=0 y=69 dst=0 off=-10800 -03" },
	{ 5, 1173596400LL, "2007-03-11 04:00:00 w=0 y=69 dst=0 off=-10800 -03" },
	{ 5, 1711846799LL, "2024-03-30 21:59:59 w=6 y=89 dst=0 off=-10800 -03" },
	{ 5, 1711846800LL, "2024-03-30 22:00:00 w=6 y=89 dst=0 off=-10800 -03" },
	{ 5, 1712419199LL, "2024-04-06 12:59:59 w=6 y=96 dst=0 off=-10800 -03" },
	{ 5, 1712419200LL, "2024-04-06 13:00:00 w=6 y=96 dst=0 off=-10800 -03" },
	{ 5, 1728143999LL, "2024-10-05 12:59:59 w=6 y=278 dst=0 off=-10800 -03" },
	{ 5, 1728144000LL, "2024-10-05 13:00:00 w=6 y=278 dst=0 off=-10800 -03" },
	{ 5, 1730613599LL, "2024-11-03 02:59:59 w=0 y=307 dst=0 off=-10800 -03" },
	{ 5, 1730613600LL, "2024-11-03 03:00:00 w=0 y=307 dst=0 off=-10800 -03" },
	{ 5, 2000000000LL, "2033-05-18 00:33:20 w=3 y=137 dst=0 off=-10800 -03" },
	{ 5, 2147483647LL, "2038-01-19 00:14:07 w=2 y=18 dst=0 off=-10800 -03" },
	{ 5, 2147483648LL, "2038-01-19 00:14:08 w=2 y=18 dst=0 off=-10800 -03" },
	{ 5, 2500000000LL, "2049-03-22 01:26:40 w=1 y=80 dst=0 off=-10800 -03" },
	{ 5, 4102444800LL, "2099-12-31 21:00:00 w=4 y=364 dst=0 off=-10800 -03" },
	{ 5, 16725225600LL, "2499-12-31 21:00:00 w=4 y=364 dst=0 off=-10800 -03" },
};

int main(void)
{
	static const char *need[] = { "Europe/Paris", "America/New_York", "Australia/Lord_Howe",
				      "Asia/Kolkata", "America/Sao_Paulo" };
	char buf[200], path[200];
	const char *zone;
	struct tm tm, tm2;
	time_t t;

	for (unsigned i = 0; i < sizeof need / sizeof *need; i++) {
		strcpy(path, "/usr/share/zoneinfo/");
		strcpy(path + strlen(path), need[i]);
		if (access(path, R_OK)) {
			t_puts(2, "no zone file ");
			t_skip(path);
		}
	}
	for (unsigned z = 0; z < sizeof zones / sizeof *zones; z++) {
		set_tz(zones[z].tz);
		CHECK_STR(tzname[0], zones[z].std);
		CHECK_STR(tzname[1], zones[z].dst);
		CHECK_EQ(timezone, zones[z].timezone);
		CHECK_EQ(daylight, zones[z].daylight);
	}
	for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
		struct tm copy;

		t = cases[i].t;
		set_tz(zones[cases[i].zone].tz);
		CHECK(localtime_r(&t, &tm) == &tm);
		CHECK_STR(fmt_tm(&tm, buf), cases[i].want);
		copy = tm;
		copy.tm_wday = copy.tm_yday = -1;
		CHECK_EQ(mktime(&copy), t);
		CHECK_STR(fmt_tm(&copy, buf), cases[i].want);
	}

	/* tm_zone stays valid after the zone changes */
	set_tz("Australia/Lord_Howe");
	t = 1712419200;
	CHECK(localtime_r(&t, &tm));
	zone = tm.tm_zone;
	set_tz("America/New_York");
	CHECK(localtime_r(&t, &tm2));
	CHECK_STR(zone, "+1030");
	CHECK_STR(tm2.tm_zone, "EDT");

	/* TZ unset reads /etc/localtime, like TZ=":/etc/localtime" */
	if (!access("/etc/localtime", R_OK)) {
		t = 1720000000;
		set_tz(":/etc/localtime");
		CHECK(localtime_r(&t, &tm));
		environ = env_none;
		tzset();
		CHECK(localtime_r(&t, &tm2));
		CHECK_STR(fmt_tm(&tm2, path), fmt_tm(&tm, buf));
	}

	/* a zone that does not exist is UTC */
	set_tz("Nowhere/Missing_City");
	t = 1720000000;
	CHECK(localtime_r(&t, &tm));
	CHECK_EQ(tm.tm_gmtoff, 0);
	CHECK_EQ(tm.tm_hour, 9);
	return 0;
}
