#include <string.h>
#include <time.h>
#include "time_impl.h"

/*
 * strftime in the C locale.  Flags (GNU and POSIX.1-2008): '_' pad with
 * spaces, '0' with zeros, '-' no padding, '^' upper case, '#' swap case;
 * then an optional field width and an ignored E or O modifier.  Padding
 * follows glibc: numbers have a default width (2, or 3 for %j) and pad
 * character ('0', or ' ' for %e %k %l); years and centuries (%Y %G %C)
 * are not padded unless a width is given.  An unknown conversion is
 * copied as written.  Returns 0 when the result and its NUL do not fit.
 */

struct out {
	char *s;
	size_t max, len;
};

static void put(struct out *o, char c)
{
	if (o->len < o->max)
		o->s[o->len] = c;
	o->len++;
}

static const char day_names[7][10] = {
	"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"
};
static const char month_names[12][10] = {
	"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December"
};

static void put_num(struct out *o, long long v, int width, char pad)
{
	char d[24];
	int n = 0, len;
	unsigned long long u = v < 0 ? -(unsigned long long)v : (unsigned long long)v;

	do
		d[n++] = '0' + u % 10;
	while (u /= 10);
	len = n + (v < 0);
	if (pad == ' ')
		for (; len < width; len++)
			put(o, ' ');
	if (v < 0)
		put(o, '-');
	if (pad == '0')
		for (; len < width; len++)
			put(o, '0');
	while (n)
		put(o, d[--n]);
}

/* case_: 0 as is, 1 upper, 2 lower */
static void put_str(struct out *o, const char *s, size_t n, int width, char pad, int case_)
{
	for (int len = (int)n; len < width; len++)
		put(o, pad == '0' ? '0' : ' ');
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (case_ == 1 && c >= 'a' && c <= 'z')
			c -= 32;
		else if (case_ == 2 && c >= 'A' && c <= 'Z')
			c += 32;
		put(o, c);
	}
}

static int is_leap(long long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* ISO 8601 week-based year and week (weeks start on Monday; week 1 holds
   the year's first Thursday), from tm_year, tm_wday and tm_yday. */
static void iso_week(const struct tm *tm, long long *year, int *week)
{
	long long y = tm->tm_year + 1900LL;
	int wd = (tm->tm_wday + 6) % 7;                /* Monday 0 */
	int jan1 = ((wd - tm->tm_yday) % 7 + 7) % 7;   /* weekday of 1 January */
	int w = (tm->tm_yday - wd + 10) / 7;
	int weeks;

	if (w < 1) {
		int prev_jan1 = ((jan1 - 365 - is_leap(y - 1)) % 7 + 7) % 7;
		y--;
		w = 52 + (prev_jan1 == 3 || (prev_jan1 == 2 && is_leap(y)));
	} else {
		weeks = 52 + (jan1 == 3 || (jan1 == 2 && is_leap(y)));
		if (w > weeks) {
			w = 1;
			y++;
		}
	}
	*year = y;
	*week = w;
}

static void format(struct out *o, const char *f, const struct tm *tm);

static void conv(struct out *o, const char **fp, const struct tm *tm)
{
	const char *f = *fp, *start = f - 1;
	char flag = 0, pad;
	int width = -1, case_ = 0, swap = 0, yearish = 0, defw = 2;
	char defpad = '0';
	long long v = 0;
	const char *s = 0;
	size_t n;

	while (*f == '_' || *f == '-' || *f == '0' || *f == '^' || *f == '#') {
		if (*f == '^')
			case_ = 1;
		else if (*f == '#')
			swap = 1;
		else
			flag = *f;
		f++;
	}
	if (*f >= '1' && *f <= '9') {
		width = 0;
		while (*f >= '0' && *f <= '9')
			width = width * 10 + (*f++ - '0');
	}
	if (*f == 'E' || *f == 'O')
		f++;
	*fp = f + 1;
	switch (*f) {
	case 'a':
	case 'A':
		if (tm->tm_wday < 0 || tm->tm_wday > 6)
			s = "?";
		else
			s = day_names[tm->tm_wday];
		n = *f == 'a' && tm->tm_wday >= 0 && tm->tm_wday <= 6 ? 3 : strlen(s);
		if (swap)
			case_ = 1;
		goto string;
	case 'b':
	case 'h':
	case 'B':
		if (tm->tm_mon < 0 || tm->tm_mon > 11)
			s = "?";
		else
			s = month_names[tm->tm_mon];
		n = *f != 'B' && tm->tm_mon >= 0 && tm->tm_mon <= 11 ? 3 : strlen(s);
		if (swap)
			case_ = 1;
		goto string;
	case 'p':
	case 'P':
		s = tm->tm_hour >= 12 ? "PM" : "AM";
		n = 2;
		if (*f == 'P' || swap)
			case_ = 2;
		goto string;
	case 'Z':
		s = tm->tm_zone ? tm->tm_zone : "";
		n = strlen(s);
		if (swap)
			case_ = 2;
		goto string;
	case 'z': {
		long off = tm->tm_gmtoff;
		if (tm->tm_isdst < 0)
			return;
		put(o, off < 0 ? '-' : '+');
		if (off < 0)
			off = -off;
		put_num(o, off / 3600 * 100 + off / 60 % 60, 4, '0');
		return;
	}
	case 'n':
		put(o, '\n');
		return;
	case 't':
		put(o, '\t');
		return;
	case '%':
		put_str(o, "%", 1, width, flag, 0);
		return;
	case 'c':
		format(o, "%a %b %e %H:%M:%S %Y", tm);
		return;
	case 'D':
	case 'x':
		format(o, "%m/%d/%y", tm);
		return;
	case 'F':
		format(o, "%Y-%m-%d", tm);
		return;
	case 'r':
		format(o, "%I:%M:%S %p", tm);
		return;
	case 'R':
		format(o, "%H:%M", tm);
		return;
	case 'T':
	case 'X':
		format(o, "%H:%M:%S", tm);
		return;
	case 'C':
		v = __floor_div(tm->tm_year + 1900LL, 100);
		yearish = 1;
		break;
	case 'd':
		v = tm->tm_mday;
		break;
	case 'e':
		v = tm->tm_mday;
		defpad = ' ';
		break;
	case 'g':
	case 'G': {
		int w;
		iso_week(tm, &v, &w);
		if (*f == 'g')
			v = ((v % 100) + 100) % 100;
		else
			yearish = 1;
		break;
	}
	case 'V': {
		long long y;
		int w;
		iso_week(tm, &y, &w);
		v = w;
		break;
	}
	case 'H':
		v = tm->tm_hour;
		break;
	case 'k':
		v = tm->tm_hour;
		defpad = ' ';
		break;
	case 'I':
		v = (tm->tm_hour + 11) % 12 + 1;
		break;
	case 'l':
		v = (tm->tm_hour + 11) % 12 + 1;
		defpad = ' ';
		break;
	case 'j':
		v = tm->tm_yday + 1;
		defw = 3;
		break;
	case 'm':
		v = tm->tm_mon + 1;
		break;
	case 'M':
		v = tm->tm_min;
		break;
	case 'S':
		v = tm->tm_sec;
		break;
	case 's': {
		struct tm copy = *tm;
		v = mktime(&copy);
		defw = 1;
		break;
	}
	case 'u':
		v = (tm->tm_wday + 6) % 7 + 1;
		defw = 1;
		break;
	case 'w':
		v = tm->tm_wday;
		defw = 1;
		break;
	case 'U':
		v = (tm->tm_yday + 7 - tm->tm_wday) / 7;
		break;
	case 'W':
		v = (tm->tm_yday + 7 - (tm->tm_wday + 6) % 7) / 7;
		break;
	case 'y':
		v = ((tm->tm_year + 1900LL) % 100 + 100) % 100;
		break;
	case 'Y':
		v = tm->tm_year + 1900LL;
		yearish = 1;
		break;
	default:
		/* Unknown: copy the conversion as written. */
		for (const char *p = start; p <= f && *p; p++)
			put(o, *p);
		if (!*f)
			*fp = f;
		return;
	}
	if (yearish) {
		defw = 1;
		defpad = width > 0 ? '0' : 0;
	}
	if (flag == '_')
		pad = ' ';
	else if (flag == '0')
		pad = '0';
	else if (flag == '-')
		pad = width > 0 ? ' ' : 0;
	else
		pad = defpad;
	put_num(o, v, width > defw ? width : defw, pad);
	return;
string:
	put_str(o, s, n, width, flag, case_);
}

static void format(struct out *o, const char *f, const struct tm *tm)
{
	while (*f) {
		if (*f != '%') {
			put(o, *f++);
			continue;
		}
		f++;
		if (!*f) {
			put(o, '%');
			break;
		}
		conv(o, &f, tm);
	}
}

size_t strftime(char *restrict s, size_t max, const char *restrict fmt,
		const struct tm *restrict tm)
{
	struct out o = { s, max, 0 };

	format(&o, fmt, tm);
	if (o.len >= max)
		return 0;
	s[o.len] = 0;
	return o.len;
}
