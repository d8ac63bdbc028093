#include <string.h>
#include <time.h>
#include "time_impl.h"

/*
 * strptime in the C locale.  Numeric conversions and names skip leading
 * white space in the input; white space in the format matches any amount
 * (including none).  Names match without regard to case, full or
 * abbreviated.  After the whole format has matched: %I takes %p into
 * account; %C combines with %y; tm_wday and tm_yday are computed from the
 * date fields when a conversion set them and no conversion gave them
 * directly; a %j day with a year but no month or day fills those in.
 * %z (Z, +hh, +hhmm, +hh:mm) sets tm_gmtoff; %s sets every field through
 * localtime_r.  Returns the first unparsed character, or NULL.
 */

struct state {
	int have_I, is_pm, century, have_y, have_date, have_wday, have_yday,
	    have_mon_or_mday;
};

static const char *const day_names[7] = {
	"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"
};
static const char *const month_names[12] = {
	"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December"
};

static int is_space(int c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

static int lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

static const char *skip_space(const char *s)
{
	while (is_space((unsigned char)*s))
		s++;
	return s;
}

/* At most digits digits, value in min..max; an optional sign when sign. */
static const char *number(const char *s, int digits, long long min, long long max,
			  long long *out, int sign)
{
	long long v = 0;
	int neg = 0, n = 0;

	s = skip_space(s);
	if (sign && (*s == '-' || *s == '+'))
		neg = *s++ == '-';
	while (n < digits && *s >= '0' && *s <= '9') {
		v = v * 10 + (*s++ - '0');
		n++;
	}
	if (!n)
		return 0;
	if (neg)
		v = -v;
	if (v < min || v > max)
		return 0;
	*out = v;
	return s;
}

/* Index of the name (full, then its first three letters) at s, or -1. */
static const char *name(const char *s, const char *const *names, int count, int *idx)
{
	s = skip_space(s);
	for (int i = 0; i < count; i++) {
		size_t n = strlen(names[i]), k;
		for (k = 0; k < n && lower((unsigned char)s[k]) == lower((unsigned char)names[i][k]); k++)
			;
		if (k == n || k >= 3) {
			*idx = i;
			return s + (k == n ? n : 3);
		}
	}
	return 0;
}

static const char *parse(const char *s, const char *f, struct tm *tm, struct state *st)
{
	long long v;
	int i;

	while (*f) {
		if (is_space((unsigned char)*f)) {
			s = skip_space(s);
			f++;
			continue;
		}
		if (*f != '%') {
			if (*s != *f)
				return 0;
			s++;
			f++;
			continue;
		}
		f++;
		if (*f == 'E' || *f == 'O')
			f++;
		switch (*f++) {
		case 'a':
		case 'A':
			if (!(s = name(s, day_names, 7, &i)))
				return 0;
			tm->tm_wday = i;
			st->have_wday = 1;
			break;
		case 'b':
		case 'B':
		case 'h':
			if (!(s = name(s, month_names, 12, &i)))
				return 0;
			tm->tm_mon = i;
			st->have_date = st->have_mon_or_mday = 1;
			break;
		case 'c':
			if (!(s = parse(s, "%a %b %e %H:%M:%S %Y", tm, st)))
				return 0;
			break;
		case 'C':
			if (!(s = number(s, 2, 0, 99, &v, 0)))
				return 0;
			st->century = (int)v;
			st->have_date = 1;
			break;
		case 'd':
		case 'e':
			if (!(s = number(s, 2, 1, 31, &v, 0)))
				return 0;
			tm->tm_mday = (int)v;
			st->have_date = st->have_mon_or_mday = 1;
			break;
		case 'D':
		case 'x':
			if (!(s = parse(s, "%m/%d/%y", tm, st)))
				return 0;
			break;
		case 'F':
			if (!(s = parse(s, "%Y-%m-%d", tm, st)))
				return 0;
			break;
		case 'H':
		case 'k':
			if (!(s = number(s, 2, 0, 23, &v, 0)))
				return 0;
			tm->tm_hour = (int)v;
			st->have_I = 0;
			break;
		case 'I':
		case 'l':
			if (!(s = number(s, 2, 1, 12, &v, 0)))
				return 0;
			tm->tm_hour = (int)v % 12;
			st->have_I = 1;
			break;
		case 'j':
			if (!(s = number(s, 3, 1, 366, &v, 0)))
				return 0;
			tm->tm_yday = (int)v - 1;
			st->have_yday = 1;
			break;
		case 'm':
			if (!(s = number(s, 2, 1, 12, &v, 0)))
				return 0;
			tm->tm_mon = (int)v - 1;
			st->have_date = st->have_mon_or_mday = 1;
			break;
		case 'M':
			if (!(s = number(s, 2, 0, 59, &v, 0)))
				return 0;
			tm->tm_min = (int)v;
			break;
		case 'n':
		case 't':
			s = skip_space(s);
			break;
		case 'p':
		case 'P':
			s = skip_space(s);
			if (lower((unsigned char)s[1]) != 'm')
				return 0;
			if (lower((unsigned char)s[0]) == 'a')
				st->is_pm = 0;
			else if (lower((unsigned char)s[0]) == 'p')
				st->is_pm = 1;
			else
				return 0;
			s += 2;
			break;
		case 'r':
			if (!(s = parse(s, "%I:%M:%S %p", tm, st)))
				return 0;
			break;
		case 'R':
			if (!(s = parse(s, "%H:%M", tm, st)))
				return 0;
			break;
		case 's': {
			time_t t;
			if (!(s = number(s, 19, -0x7fffffffffffffffLL, 0x7fffffffffffffffLL, &v, 1)))
				return 0;
			t = (time_t)v;
			if (!localtime_r(&t, tm))
				return 0;
			break;
		}
		case 'S':
			if (!(s = number(s, 2, 0, 61, &v, 0)))
				return 0;
			tm->tm_sec = (int)v;
			break;
		case 'T':
		case 'X':
			if (!(s = parse(s, "%H:%M:%S", tm, st)))
				return 0;
			break;
		case 'u':
			if (!(s = number(s, 1, 1, 7, &v, 0)))
				return 0;
			tm->tm_wday = (int)v % 7;
			st->have_wday = 1;
			break;
		case 'w':
			if (!(s = number(s, 1, 0, 6, &v, 0)))
				return 0;
			tm->tm_wday = (int)v;
			st->have_wday = 1;
			break;
		case 'U':
		case 'W':
		case 'V':
			if (!(s = number(s, 2, 0, 53, &v, 0)))
				return 0;
			break;
		case 'g':
			if (!(s = number(s, 2, 0, 99, &v, 0)))
				return 0;
			break;
		case 'G':
			if (!(s = number(s, 4, 0, 9999, &v, 0)))
				return 0;
			break;
		case 'y':
			if (!(s = number(s, 2, 0, 99, &v, 0)))
				return 0;
			tm->tm_year = v < 69 ? (int)v + 100 : (int)v;
			st->have_y = 1;
			st->have_date = 1;
			break;
		case 'Y':
			if (!(s = number(s, 4, 0, 9999, &v, 0)))
				return 0;
			tm->tm_year = (int)v - 1900;
			st->have_y = 0;
			st->century = -1;
			st->have_date = 1;
			break;
		case 'z': {
			long off;
			int neg;
			s = skip_space(s);
			if (*s == 'Z') {
				tm->tm_gmtoff = 0;
				s++;
				break;
			}
			if (*s != '+' && *s != '-')
				return 0;
			neg = *s++ == '-';
			if (!(s = number(s, 2, 0, 99, &v, 0)) || s[-2] < '0' || s[-2] > '9')
				return 0;
			off = (long)v * 3600;
			if (*s == ':')
				s++;
			if (s[0] >= '0' && s[0] <= '9' && s[1] >= '0' && s[1] <= '9') {
				v = (s[0] - '0') * 10 + (s[1] - '0');
				if (v > 59)
					return 0;
				off += (long)v * 60;
				s += 2;
			} else if (s[-1] == ':') {
				return 0;
			}
			if (off > 24 * 3600)
				return 0;
			tm->tm_gmtoff = neg ? -off : off;
			break;
		}
		case 'Z':
			/* Zone names are not interpreted (as glibc): skip one. */
			s = skip_space(s);
			while ((*s | 32) >= 'a' && (*s | 32) <= 'z')
				s++;
			break;
		case '%':
			if (*s++ != '%')
				return 0;
			break;
		default:
			return 0;
		}
	}
	return s;
}

static int leap(long long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

char *strptime(const char *restrict s, const char *restrict fmt, struct tm *restrict tm)
{
	struct state st = { 0, 0, -1, 0, 0, 0, 0, 0 };
	long long y, days;

	if (!(s = parse(s, fmt, tm, &st)))
		return 0;
	if (st.have_I && st.is_pm)
		tm->tm_hour += 12;
	if (st.century >= 0) {
		if (st.have_y)
			tm->tm_year = st.century * 100 + (tm->tm_year % 100) - 1900;
		else
			tm->tm_year = st.century * 100 - 1900;
	}
	y = tm->tm_year + 1900LL;
	if (st.have_yday && !st.have_mon_or_mday && st.have_date) {
		static const short before[12] = { 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334 };
		int m = 11;
		while (m > 0 && tm->tm_yday < before[m] + (m >= 2 && leap(y)))
			m--;
		tm->tm_mon = m;
		tm->tm_mday = tm->tm_yday - before[m] - (m >= 2 && leap(y)) + 1;
		st.have_mon_or_mday = 1;
	}
	if (st.have_date || st.have_mon_or_mday) {
		days = __days_from_civil(y, tm->tm_mon, tm->tm_mday);
		if (!st.have_wday)
			tm->tm_wday = (int)((days % 7 + 11) % 7);
		if (!st.have_yday)
			tm->tm_yday = (int)(days - __days_from_civil(y, 0, 1));
	}
	return (char *)s;
}
