/* Test helper: formats a struct tm as
   "YYYY-MM-DD hh:mm:ss w=D y=DDD dst=D off=N ZONE" without stdio, so the
   time tests compare every field in one string. */
#ifndef WEFT_TEST_TM_FORMAT_H
#define WEFT_TEST_TM_FORMAT_H

#include <string.h>
#include <time.h>

static char *put_n(char *p, long long v, int w)
{
	char d[24];
	int n = 0;
	unsigned long long u = v < 0 ? -(unsigned long long)v : (unsigned long long)v;

	if (v < 0)
		*p++ = '-';
	do
		d[n++] = '0' + u % 10;
	while (u /= 10);
	while (n < w)
		d[n++] = '0';
	while (n)
		*p++ = d[--n];
	return p;
}

/* "YYYY-MM-DD hh:mm:ss w=D y=DDD dst=D off=N ZONE" */
static const char *fmt_tm(const struct tm *tm, char *buf)
{
	char *p = buf;

	p = put_n(p, tm->tm_year + 1900LL, 4);
	*p++ = '-';
	p = put_n(p, tm->tm_mon + 1, 2);
	*p++ = '-';
	p = put_n(p, tm->tm_mday, 2);
	*p++ = ' ';
	p = put_n(p, tm->tm_hour, 2);
	*p++ = ':';
	p = put_n(p, tm->tm_min, 2);
	*p++ = ':';
	p = put_n(p, tm->tm_sec, 2);
	memcpy(p, " w=", 3);
	p = put_n(p + 3, tm->tm_wday, 1);
	memcpy(p, " y=", 3);
	p = put_n(p + 3, tm->tm_yday, 1);
	memcpy(p, " dst=", 5);
	p = put_n(p + 5, tm->tm_isdst, 1);
	memcpy(p, " off=", 5);
	p = put_n(p + 5, tm->tm_gmtoff, 1);
	*p++ = ' ';
	for (const char *z = tm->tm_zone ? tm->tm_zone : "(null)"; *z; z++)
		*p++ = *z;
	*p = 0;
	return buf;
}

#endif
