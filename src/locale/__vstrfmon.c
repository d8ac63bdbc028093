#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include "locale_impl.h"

/*
 * %[flags][width][#left][.right][L](i|n), or %%.  In the C locale the
 * currency symbols, signs, radix and grouping of LC_MONETARY are empty or
 * unset, and the result is what glibc writes there:
 *   - the number as printf's %.*f of its magnitude, right digits 2 by
 *     default (frac_digits is unset); the radix is '.';
 *   - a negative one preceded by '-', or in parentheses with '(';
 *   - the number is padded on the left with the fill character ('=f',
 *     a space by default; spaces for inf and nan) to #left digits (0
 *     without #), plus the radix and the right digits; with #left one
 *     space stands before it where a non-negative number has no sign
 *     (-0 is not negative: its sign stays in the digits, a '0' fill
 *     after it);
 *   - the whole is padded with spaces to width, on the left, or on the
 *     right with '-';
 *   - '^' (no grouping) and '!' (no currency symbol) change nothing
 *     here, '+' is the default sign style.
 * A malformed conversion is EINVAL, a result that does not fit in max
 * bytes with its NUL E2BIG.
 */

/* No field is as wide (E2BIG): keeps the arithmetic in range whatever
   max the caller gives. */
#define TOO_WIDE 0x10000000

/* A decimal number, saturated at TOO_WIDE. */
static size_t number(const char **f)
{
	size_t n = 0;

	for (; **f >= '0' && **f <= '9'; (*f)++)
		if (n < TOO_WIDE)
			n = n * 10 + (**f - '0');
	return n < TOO_WIDE ? n : TOO_WIDE;
}

hidden ssize_t __vstrfmon(char *s, size_t max, const char *f, va_list ap)
{
	size_t pos = 0;

	while (*f) {
		if (*f != '%' || f[1] == '%') {
			if (pos + 1 >= max)
				goto too_big;
			s[pos++] = *f;
			f += *f == '%' ? 2 : 1;
			continue;
		}
		f++;
		char fill = ' ', style = 0;
		int left = 0;
		for (;; f++) {
			if (*f == '=') {
				if (!*++f)
					goto invalid;
				fill = *f;
			} else if (*f == '+' || *f == '(') {
				if (style)
					goto invalid;
				style = *f;
			} else if (*f == '-') {
				left = 1;
			} else if (*f != '^' && *f != '!') {
				break;
			}
		}
		size_t width = number(&f), lprec = 0, rprec = 2;
		int has_lprec = 0;
		if (*f == '#') {
			f++;
			if (*f < '0' || *f > '9')
				goto invalid;
			lprec = number(&f);
			has_lprec = 1;
		}
		if (*f == '.') {
			f++;
			if (*f < '0' || *f > '9')
				goto invalid;
			rprec = number(&f);
		}
		long double v;
		if (*f == 'L') {
			f++;
			if (*f != 'i' && *f != 'n')
				goto invalid;
			v = va_arg(ap, long double);
		} else {
			if (*f != 'i' && *f != 'n')
				goto invalid;
			v = va_arg(ap, double);
		}
		f++;
		if (width >= max || lprec >= max || rprec >= max ||
		    width >= TOO_WIDE || lprec >= TOO_WIDE || rprec >= TOO_WIDE)
			goto too_big;

		int neg = v < 0;
		if (neg)
			v = -v;
		size_t len = snprintf(0, 0, "%.*Lf", (int)rprec, v);
		/* only inf and nan can be narrower without #left */
		size_t inner = lprec + (rprec ? rprec + 1 : 0);
		size_t pad = inner > len ? inner - len : 0;
		const char *pre = neg ? (style == '(' ? "(" : "-") : has_lprec ? " " : "";
		const char *post = neg && style == '(' ? ")" : "";
		size_t total = (*pre != 0) + pad + len + (*post != 0);
		size_t field = width > total ? width : total;
		if (field >= max - pos)
			goto too_big;
		if (!isfinite(v))
			fill = ' ';
		char *o = s + pos;
		for (size_t i = left ? 0 : field - total; i; i--)
			*o++ = ' ';
		if (*pre)
			*o++ = *pre;
		snprintf(o + pad, len + 1, "%.*Lf", (int)rprec, v);
		/* a '0' fill goes after the sign of -0, as printf's 0 flag does */
		size_t minus = fill == '0' && o[pad] == '-';
		if (minus)
			*o = '-';
		for (size_t i = minus; i < pad + minus; i++)
			o[i] = fill;
		o += pad + len;
		if (*post)
			*o++ = *post;
		for (size_t i = left ? field - total : 0; i; i--)
			*o++ = ' ';
		pos += field;
	}
	if (pos >= max)
		goto too_big;
	s[pos] = 0;
	return pos;
invalid:
	errno = EINVAL;
	return -1;
too_big:
	errno = E2BIG;
	return -1;
}
