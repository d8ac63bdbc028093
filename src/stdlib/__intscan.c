/* The integer parser behind strtol and friends and scanf's integer
   conversions. */
#include <errno.h>
#include <limits.h>
#include "scan.h"

static int digit_value(int c)
{
	if ((unsigned)c - '0' < 10)
		return c - '0';
	c |= 32;
	if ((unsigned)c - 'a' < 26)
		return c - 'a' + 10;
	return 99;
}

hidden unsigned long long __intscan(struct __scan_src *s, int base, int sgn,
				    unsigned long long lim, long long *valid)
{
	unsigned long long v = 0;
	int c, d, neg = 0, any = 0, over = 0;

	*valid = -1;
	do
		c = __sget(s);
	while (__scan_isspace(c));
	if (c == '+' || c == '-') {
		neg = c == '-';
		c = __sget(s);
	}
	if ((base == 0 || base == 16) && c == '0') {
		/* "0" alone is a number, whatever follows. */
		any = 1;
		*valid = s->cnt;
		c = __sget(s);
		if ((c | 32) == 'x') {
			int c2 = __sget(s);
			if (digit_value(c2) < 16) {
				base = 16;
				c = c2;
			} else {
				/* "0x" without a hex digit: the subject is the "0". */
				__sunget(s, c2);
				return 0;
			}
		} else if (base == 0) {
			base = 8;
		}
	} else if (base == 0) {
		base = 10;
	}
	while ((d = digit_value(c)) < base) {
		any = 1;
		if (!over) {
			if (v > (ULLONG_MAX - d) / base)
				over = 1;
			else
				v = v * base + d;
		}
		*valid = s->cnt;
		c = __sget(s);
	}
	__sunget(s, c);
	if (!any)
		return 0;
	if (sgn) {
		if (over || v > lim + neg) {
			errno = ERANGE;
			return neg ? -lim - 1 : lim;
		}
	} else if (over || v > lim) {
		errno = ERANGE;
		return lim;
	}
	return neg ? -v : v;
}
