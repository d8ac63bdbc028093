#include <limits.h>
#include "time_impl.h"

/*
 * Proleptic Gregorian calendar arithmetic.  Both directions work in years
 * that start on 1 March, so that the leap day, when there is one, is the
 * last day of the year.  The origin is 2000-03-01, the first day of a
 * 400-year cycle (146097 days): such a cycle is three centuries of 36524
 * days and a last one of 36525, a century is 4-year groups of 1461 days
 * (the last one of a non-leap century has 1460), a group is three years of
 * 365 days and one of 366.
 */

#define DAYS_1970_TO_2000_03_01 11017LL
#define DAYS_PER_400Y 146097LL

/* Days before each month in a year that starts on 1 March. */
static const short before_month[12] = {
	0, 31, 61, 92, 122, 153, 184, 214, 245, 275, 306, 337
};

hidden long long __days_from_civil(long long year, int mon, long long mday)
{
	long long cycles, y;
	int m;

	/* January and February belong to the previous March-based year. */
	if (mon < 2) {
		year--;
		m = mon + 10;
	} else {
		m = mon - 2;
	}
	cycles = __floor_div(year - 2000, 400);
	y = year - 2000 - cycles * 400;   /* 0..399 */
	/* Each year y' in 0..y-1 ends with February of y'+1, a leap day when
	   that calendar year is a multiple of 4 but not of 100 (y < 400). */
	return cycles * DAYS_PER_400Y + y * 365 + y / 4 - y / 100 +
	       before_month[m] + mday - 1 + DAYS_1970_TO_2000_03_01;
}

hidden int __secs_to_tm(long long t, struct tm *tm)
{
	long long days = __floor_div(t, 86400), secs = t - days * 86400;
	long long d, cycles, year;
	long long c, g, y;
	int m, leap;

	d = days - DAYS_1970_TO_2000_03_01;
	cycles = __floor_div(d, DAYS_PER_400Y);
	d -= cycles * DAYS_PER_400Y;    /* 0..146096 */
	c = d / 36524;
	if (c == 4)                     /* the leap day ending the cycle */
		c = 3;
	d -= c * 36524;
	g = d / 1461;
	d -= g * 1461;
	y = d / 365;
	if (y == 4)                     /* the leap day ending the group */
		y = 3;
	d -= y * 365;                   /* day of the March-based year */
	year = 2000 + cycles * 400 + c * 100 + g * 4 + y;
	for (m = 11; before_month[m] > d; m--)
		;
	tm->tm_mday = (int)(d - before_month[m]) + 1;
	if (m >= 10) {                  /* January, February */
		year++;
		tm->tm_mon = m - 10;
		tm->tm_yday = (int)d - 306;
	} else {
		leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
		tm->tm_mon = m + 2;
		tm->tm_yday = (int)d + 59 + leap;
	}
	if (year - 1900 > INT_MAX || year - 1900 < INT_MIN)
		return -1;
	tm->tm_year = (int)(year - 1900);
	/* 1970-01-01 was a Thursday. */
	tm->tm_wday = (int)((days % 7 + 11) % 7);
	tm->tm_hour = (int)(secs / 3600);
	tm->tm_min = (int)(secs / 60 % 60);
	tm->tm_sec = (int)(secs % 60);
	return 0;
}

hidden long long __tm_to_secs(const struct tm *tm)
{
	long long year = tm->tm_year + 1900LL + __floor_div(tm->tm_mon, 12);
	int mon = (int)(tm->tm_mon - __floor_div(tm->tm_mon, 12) * 12);

	return __days_from_civil(year, mon, tm->tm_mday) * 86400 +
	       tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
}
