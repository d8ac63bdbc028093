#include <errno.h>
#include <time.h>

/* "Sun Sep 16 01:03:52 1973\n" (C's format) into buf, which holds at least
   26 bytes.  Names out of range print as "???"; a year that would not fit
   26 bytes gives NULL/EOVERFLOW. */
char *asctime_r(const struct tm *restrict tm, char *restrict buf)
{
	static const char days[] = "SunMonTueWedThuFriSat";
	static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	long long year = tm->tm_year + 1900LL;
	char *p = buf;
	const char *s;
	char digits[12];
	int n = 0;
	unsigned long long y;

	if (year > 9999 || year < -999 || tm->tm_mday < 0 || tm->tm_mday > 99 ||
	    tm->tm_hour < 0 || tm->tm_hour > 99 || tm->tm_min < 0 || tm->tm_min > 99 ||
	    tm->tm_sec < 0 || tm->tm_sec > 99) {
		errno = EOVERFLOW;
		return 0;
	}
	s = tm->tm_wday >= 0 && tm->tm_wday < 7 ? days + 3 * tm->tm_wday : "???";
	*p++ = s[0], *p++ = s[1], *p++ = s[2], *p++ = ' ';
	s = tm->tm_mon >= 0 && tm->tm_mon < 12 ? months + 3 * tm->tm_mon : "???";
	*p++ = s[0], *p++ = s[1], *p++ = s[2], *p++ = ' ';
	*p++ = tm->tm_mday >= 10 ? '0' + tm->tm_mday / 10 : ' ';
	*p++ = '0' + tm->tm_mday % 10;
	*p++ = ' ';
	*p++ = '0' + tm->tm_hour / 10, *p++ = '0' + tm->tm_hour % 10, *p++ = ':';
	*p++ = '0' + tm->tm_min / 10, *p++ = '0' + tm->tm_min % 10, *p++ = ':';
	*p++ = '0' + tm->tm_sec / 10, *p++ = '0' + tm->tm_sec % 10, *p++ = ' ';
	if (year < 0)
		*p++ = '-';
	y = year < 0 ? -(unsigned long long)year : (unsigned long long)year;
	do
		digits[n++] = '0' + y % 10;
	while (y /= 10);
	while (n)
		*p++ = digits[--n];
	*p++ = '\n';
	*p = 0;
	return buf;
}
