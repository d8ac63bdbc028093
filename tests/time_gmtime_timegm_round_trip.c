/* gmtime_r and timegm over many pseudo-random times, negative and far
   future included: every field agrees with an independent day count
   (400-year cycles, then year by year, then month by month), timegm
   inverts gmtime_r, and years beyond int give EOVERFLOW. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <time.h>
#include "check.h"

static int leap(long long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static void check_one(long long t)
{
	static const int mdays[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	long long days = t / 86400, secs = t % 86400, y = 1970;
	int mon = 0, yday;
	time_t tt = t, back;
	struct tm tm, copy;

	if (secs < 0) {
		secs += 86400;
		days--;
	}
	int wday = (int)(((days + 4) % 7 + 7) % 7);
	/* 146097 days per 400 years, then single years */
	y += 400 * (days / 146097);
	days %= 146097;
	if (days < 0) {
		days += 146097;
		y -= 400;
	}
	while (days >= 365 + leap(y)) {
		days -= 365 + leap(y);
		y++;
	}
	yday = (int)days;
	while (days >= mdays[mon] + (mon == 1 && leap(y))) {
		days -= mdays[mon] + (mon == 1 && leap(y));
		mon++;
	}
	CHECK(gmtime_r(&tt, &tm) == &tm);
	CHECK_EQ(tm.tm_year, y - 1900);
	CHECK_EQ(tm.tm_mon, mon);
	CHECK_EQ(tm.tm_mday, days + 1);
	CHECK_EQ(tm.tm_hour, secs / 3600);
	CHECK_EQ(tm.tm_min, secs / 60 % 60);
	CHECK_EQ(tm.tm_sec, secs % 60);
	CHECK_EQ(tm.tm_wday, wday);
	CHECK_EQ(tm.tm_yday, yday);
	CHECK_EQ(tm.tm_isdst, 0);
	copy = tm;
	back = timegm(&copy);
	CHECK_EQ(back, t);
}

int main(void)
{
	unsigned long long x = 0x9e3779b97f4a7c15ULL;
	static const long long fixed[] = {
		0, -1, 86399, 86400, -86400, -86401, 951782400, 951868799, 4107542399LL,
		4107542400LL, 2147483647LL, 2147483648LL, -2147483648LL, -62135596800LL,
		-62135596801LL, 253402300799LL, 253402300800LL, 67767976233532799LL,
		-67768040609740800LL,
	};
	struct tm tm;
	time_t t;

	for (unsigned i = 0; i < sizeof fixed / sizeof *fixed; i++)
		check_one(fixed[i]);
	for (int i = 0; i < 200000; i++) {
		long long r;
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		switch (i % 4) {
		case 0: r = (long long)(x % 8000000000ULL) - 4000000000LL; break;   /* 1843..2096 */
		case 1: r = (long long)(x % 200000000000ULL) - 100000000000LL; break;
		case 2: r = (long long)(x % 60000000000000ULL) - 30000000000000LL; break;
		default: r = (long long)(x % 4000000000000000ULL) - 2000000000000000LL; break;
		}
		check_one(r);
	}

	/* year does not fit in int */
	t = LLONG_MAX;
	errno = 0;
	CHECK(gmtime_r(&t, &tm) == 0);
	CHECK_EQ(errno, EOVERFLOW);
	t = 1LL << 60;
	CHECK(gmtime_r(&t, &tm) == 0);
	CHECK(gmtime(&t) == 0);

	/* timegm normalises */
	tm.tm_year = 2023 - 1900;
	tm.tm_mon = 13;          /* Feb 2024 */
	tm.tm_mday = 30;         /* -> 1 March */
	tm.tm_hour = -1;         /* -> 29 Feb 23:00 */
	tm.tm_min = 60;
	tm.tm_sec = -3600;
	tm.tm_isdst = 1;
	CHECK_EQ(timegm(&tm), 1709247600LL);
	CHECK_EQ(tm.tm_mon, 1);
	CHECK_EQ(tm.tm_mday, 29);
	CHECK_EQ(tm.tm_hour, 23);
	CHECK_EQ(tm.tm_wday, 4);
	CHECK_EQ(tm.tm_yday, 59);
	CHECK_EQ(tm.tm_isdst, 0);
	t = 0;
	CHECK(gmtime(&t)->tm_year == 70);
	CHECK(difftime(10, 4) == 6.0);
	CHECK(difftime(-5, 5) == -10.0);
	CHECK(difftime(LLONG_MAX, LLONG_MIN) > 1.8e19);
	return 0;
}
