/* A character source for the number parsers and the scanf family: a
   NUL-terminated string (get == 0) or any stream reached through get and
   unget (vfscanf uses the FILE API).  left limits a field's width. */
#ifndef _WEFT_SCAN_H
#define _WEFT_SCAN_H

#include <float.h>
#include <stdarg.h>
#include "libc.h"

struct __scan_src {
	const unsigned char *p;          /* next character of a string source */
	int (*get)(struct __scan_src *); /* stream source: next char or -1 */
	void (*unget)(struct __scan_src *, int);
	void *f;                         /* the stream, for get and unget */
	long long left;                  /* characters left in the field; < 0: no limit */
	long long cnt;                   /* characters consumed so far */
	int eof;                         /* the stream itself reported end of input */
};

static inline void __scan_str(struct __scan_src *s, const char *str)
{
	s->p = (const unsigned char *)str;
	s->get = 0;
	s->unget = 0;
	s->f = 0;
	s->left = -1;
	s->cnt = 0;
	s->eof = 0;
}

/* The next character, or -1 at the end of the input or of the field. */
static inline int __sget(struct __scan_src *s)
{
	int c;

	if (s->left == 0)
		return -1;
	if (s->get) {
		c = s->get(s);
		if (c < 0) {
			s->eof = 1;
			return -1;
		}
	} else if (*s->p) {
		c = *s->p++;
	} else {
		s->eof = 1;
		return -1;
	}
	s->cnt++;
	if (s->left > 0)
		s->left--;
	return c;
}

/* Gives back c, the last character __sget returned (nothing if c < 0). */
static inline void __sunget(struct __scan_src *s, int c)
{
	if (c < 0)
		return;
	s->cnt--;
	if (s->left >= 0)
		s->left++;
	if (s->get)
		s->unget(s, c);
	else
		s->p--;
}

static inline int __scan_isspace(int c)
{
	return c == ' ' || (unsigned)c - '\t' < 5;
}

/* Both parsers skip leading white space, read as much of a number as the
   source holds and give back the one character that ended it.  *valid is
   the source's cnt at the end of the longest valid subject sequence, or -1
   if there is none (the value is then 0).  Errors go to errno (ERANGE). */

/* An integer in base (0 or 2..36).  Signed (sgn) results above lim, or
   below -lim-1, are clamped; unsigned results above lim give lim; an
   unsigned result with a minus sign is negated modulo 2^64. */
hidden unsigned long long __intscan(struct __scan_src *s, int base, int sgn,
				    unsigned long long lim, long long *valid);

/* A floating-point number correctly rounded to float (prec 0), double (1)
   or long double (2); the result is exactly representable in that type.
   prec | __FLOATSCAN_ITEM asks for scanf's rule instead of strtod's: an
   input item that only starts a hex number, "infinity" or "nan(...)"
   ("0x", "infin", "nan(ab") matches nothing (*valid = -1), where strtod
   would take its "0", "inf" or "nan". */
#define __FLOATSCAN_ITEM 4
hidden long double __floatscan(struct __scan_src *s, int prec, long long *valid);

/* __floatscan's result narrowed to double or float.  The conversion is
   exact for numbers; a NaN must also keep its sign and the top of its
   payload, which x87 and most binary128 soft-float conversions do but
   RISC-V's does not (it gives the positive canonical NaN), so with
   binary128 a NaN is narrowed bit by bit: sign, then the fraction's top
   bits (quiet bit first). */
#if LDBL_MANT_DIG == 113
static inline unsigned long long __scan_ld_nan_frac(long double x, int *neg)
{
	unsigned long long w[2];
	__builtin_memcpy(w, &x, sizeof w);   /* little-endian: w[1] high */
	*neg = (int)(w[1] >> 63);
	/* the 112 fraction bits' top 64 */
	return (w[1] & 0xffffffffffffULL) << 16 | w[0] >> 48;
}
#endif

static inline double __scan_double(long double x)
{
#if LDBL_MANT_DIG == 113
	if (x != x) {
		int neg;
		unsigned long long b = __scan_ld_nan_frac(x, &neg) >> 12;
		double d;
		b |= (unsigned long long)neg << 63 | 0x7ffULL << 52 | 1ULL << 51;
		__builtin_memcpy(&d, &b, sizeof d);
		return d;
	}
#endif
	return (double)x;
}

static inline float __scan_float(long double x)
{
#if LDBL_MANT_DIG == 113
	if (x != x) {
		int neg;
		unsigned b = (unsigned)(__scan_ld_nan_frac(x, &neg) >> 41);
		float f;
		b |= (unsigned)neg << 31 | 0xffu << 23 | 1u << 22;
		__builtin_memcpy(&f, &b, sizeof f);
		return f;
	}
#endif
	return (float)x;
}

/* The scanf engine: returns what scanf returns. */
hidden int __vscan(struct __scan_src *s, const char *fmt, va_list ap);

/* The same for a wide format, over a source whose get yields wide
   characters (the wscanf family). */
hidden int __vwscan(struct __scan_src *s, const __WCHAR_TYPE__ *fmt, va_list ap);

#endif
