#include <math.h>
#include <printf.h>
#include <stdio.h>
#include <string.h>

/* The value divided by 1024 (lower-case conversion letter) or 1000
   (upper-case) while it is at least that, up to yotta, then printed as
   %f (precision 3 unless given) followed by the unit letter, or a space
   when it was not divided.  Width counts the letter; '-' pads after it.
   Infinities and NaNs print as %f does, without a letter.  Negative
   values are not divided (glibc's behaviour). */
int printf_size(FILE *restrict fp, const struct printf_info *info, const void *const *restrict args)
{
	int upper = info->spec >= 'A' && info->spec <= 'Z';
	const char *units = upper ? " KMGTPEZY" : " kmgtpezy";
	int unit = 0, prec = info->prec < 0 ? 3 : info->prec, w = info->width, r, fin;
	char fmt[12], *p = fmt;
	long double v;

	if (info->is_long_double) {
		long double d = *(const long double *)args[0];
		for (; d >= (upper ? 1000 : 1024) && units[unit + 1]; unit++)
			d /= upper ? 1000 : 1024;
		v = d;
	} else {
		double d = *(const double *)args[0];
		for (; d >= (upper ? 1000 : 1024) && units[unit + 1]; unit++)
			d /= upper ? 1000 : 1024;
		v = d;
	}
	fin = isfinite(v);
	*p++ = '%';
	if (info->showsign)
		*p++ = '+';
	else if (info->space)
		*p++ = ' ';
	if (info->alt)
		*p++ = '#';
	if (info->left && !fin)
		*p++ = '-';
	else if (info->pad == L'0' && !info->left)
		*p++ = '0';
	memcpy(p, "*.*Lf", 6);
	/* The unit letter takes one place of the width. */
	r = fprintf(fp, fmt, !fin ? w : info->left || w < 1 ? 0 : w - 1, prec, v);
	if (r < 0 || !fin)
		return r;
	if (putc(units[unit], fp) == EOF)
		return -1;
	for (r++; info->left && r < w; r++)
		if (putc(' ', fp) == EOF)
			return -1;
	return r;
}
