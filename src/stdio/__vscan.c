/* The scanf engine over a character source (string or stream).  This
   file is compiled twice: as __vscan for the byte family, and with WIDE
   defined (__vwscan.c) as __vwscan for the wide family, whose format is
   wchar_t text and whose source yields wide characters.  Only white space,
   the format's character type and %c/%s/%[ differ; the numbers go through
   the same parsers (a character outside ASCII ends a number). */
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include "scan.h"

#ifdef WIDE
#include <string.h>
#include <wchar.h>
#include <wctype.h>
typedef wchar_t fchar;
typedef wchar_t fmt_t;
#define ENGINE __vwscan
#define SPACE(c) iswspace((wint_t)(c))
#else
#include <string.h>
#include <wchar.h>
typedef unsigned char fchar;
typedef char fmt_t;
#define ENGINE __vscan
#define SPACE(c) __scan_isspace(c)
#endif

enum { LEN_HH, LEN_H, LEN_NONE, LEN_L, LEN_LL, LEN_BIG_L };

static void store_int(void *dest, int len, unsigned long long v)
{
	switch (len) {
	case LEN_HH: *(unsigned char *)dest = (unsigned char)v; break;
	case LEN_H: *(unsigned short *)dest = (unsigned short)v; break;
	case LEN_NONE: *(unsigned *)dest = (unsigned)v; break;
	default: *(unsigned long long *)dest = v; break;
	}
}

static void skip_space(struct __scan_src *s)
{
	int c;
	do
		c = __sget(s);
	while (SPACE(c));
	__sunget(s, c);
}

static int isdigit_(int c)
{
	return (unsigned)c - '0' < 10;
}

#ifdef WIDE
/* Whether c is in the scanset [set, end): single characters and ranges
   a-b ('-' first or last stands for itself).  c is a character, not EOF,
   compared as wchar_t (unsigned on some archs). */
static int in_set(const wchar_t *set, const wchar_t *end, wchar_t c)
{
	const wchar_t *q;

	for (q = set; q < end; q++) {
		if (*q == '-' && q > set && q + 1 < end) {
			if (c >= q[-1] && c <= q[1])
				return 1;
			q++;
		} else if (*q == c) {
			return 1;
		}
	}
	return 0;
}

/* %c, %s and %[ of the wide family.  *pp is at the conversion letter; a
   scanset leaves it at its closing ']'.  With is_long the characters are
   stored as wchar_t, otherwise converted to multibyte (wcrtomb); width
   counts wide characters either way.  Returns 0 on success, 1 for a
   matching failure, -1 for an input failure. */
static int wide_text(struct __scan_src *s, const wchar_t **pp, int conv, int is_long,
		     int alloc, long long width, void *dest)
{
	const wchar_t *p = *pp, *set = 0, *end = 0;
	char *buf = dest, **allocp = dest, one[MB_LEN_MAX > sizeof(wchar_t) ? MB_LEN_MAX : sizeof(wchar_t)];
	size_t n = 0, size = 0, unit = is_long ? sizeof(wchar_t) : 1;
	long long chars = 0;
	int inv = 0, c;
	mbstate_t st;

	if (conv == 'c') {
		if (width <= 0)
			s->left = width = 1;
	} else if (conv == '[') {
		p++;
		if (*p == '^')
			inv = 1, p++;
		set = p;
		if (*p == ']')
			p++;
		while (*p && *p != ']')
			p++;
		if (!*p)
			return 1;
		end = p;
		*pp = p;
	}
	if (alloc && dest) {
		size = 32 * unit;
		buf = malloc(size);
		if (!buf)
			return 1;
	}
	memset(&st, 0, sizeof st);
	while ((c = __sget(s)) >= 0) {
		size_t k;
		if (conv == 's' ? SPACE(c) : conv == '[' && in_set(set, end, (wchar_t)c) == inv)
			break;
		if (is_long) {
			wchar_t w = (wchar_t)c;
			memcpy(one, &w, sizeof w);
			k = sizeof w;
		} else if ((k = wcrtomb(one, (wchar_t)c, &st)) == (size_t)-1) {
			/* no multibyte form in this locale: EILSEQ */
			__sunget(s, c);
			if (alloc && buf)
				free(buf);
			s->left = -1;
			return 1;
		}
		if (alloc && buf && n + k + unit > size) {
			char *nb = realloc(buf, size * 2);
			if (!nb) {
				free(buf);
				s->left = -1;
				return 1;
			}
			buf = nb;
			size *= 2;
		}
		if (buf)
			memcpy(buf + n, one, k);
		n += k;
		chars++;
	}
	__sunget(s, c);
	s->left = -1;
	/* %c cut short by the end of input keeps what it read, as glibc's
	   does */
	if (!chars) {
		if (alloc && buf)
			free(buf);
		return s->eof ? -1 : 1;
	}
	if (buf && conv != 'c')
		memset(buf + n, 0, unit);
	if (alloc && dest)
		*allocp = buf;
	return 0;
}
#else
/* %lc, %ls and %l[ of the byte family: the input's multibyte characters
   (mbrtowc, in the current locale) stored as wchar_t, at most width of
   them (0: no limit; a width counts characters, as glibc's does).  The
   field ends at the first byte outside set[] (that byte stays in the
   input), so a character is taken when all its bytes are in the set.
   An invalid or cut sequence is a matching failure (EILSEQ).  Returns 0
   on success, 1 for a matching failure, -1 for an input failure. */
static int mb_text(struct __scan_src *s, const unsigned char *set, int conv, int alloc,
		   long long width, void *dest)
{
	wchar_t *buf = dest, **allocp = dest, wc;
	size_t n = 0, size = 0, k;
	int c = 0, partial = 0;
	mbstate_t st;
	char b;

	s->left = -1;
	if (alloc && dest) {
		size = conv == 'c' ? (size_t)width : 32;
		buf = malloc(size * sizeof *buf);
		if (!buf)
			return 1;
	}
	memset(&st, 0, sizeof st);
	while (!(width > 0 && (long long)n >= width)) {
		if ((c = __sget(s)) < 0 || !set[c])
			break;
		b = (char)c;
		k = mbrtowc(&wc, &b, 1, &st);
		if (k == (size_t)-2) {
			partial = 1;
			continue;
		}
		if (k == (size_t)-1)
			goto bad;
		partial = 0;
		if (alloc && buf && n + 1 >= size) {
			wchar_t *nb = realloc(buf, size * 2 * sizeof *buf);
			if (!nb)
				goto bad;
			buf = nb;
			size *= 2;
		}
		if (buf)
			buf[n] = wc;
		n++;
	}
	if (c < 0 || !set[c])
		__sunget(s, c);
	if (partial) {
		errno = EILSEQ;
		goto bad;
	}
	if (!n) {
		if (alloc && buf)
			free(buf);
		return s->eof ? -1 : 1;
	}
	if (buf && conv != 'c')
		buf[n] = 0;
	if (alloc && dest)
		*allocp = buf;
	return 0;
bad:
	if (alloc && buf)
		free(buf);
	return 1;
}
#endif

hidden int ENGINE(struct __scan_src *s, const fmt_t *fmt, va_list ap)
{
	const fchar *p = (const fchar *)fmt;
	int assigned = 0, converted = 0, c;

	for (; *p; p++) {
		if (SPACE(*p)) {
			skip_space(s);
			continue;
		}
		if (*p != '%' || p[1] == '%') {
			if (*p == '%') {
				p++;
				skip_space(s);
			}
			c = __sget(s);
			/* c is EOF or a character, compared as the format's
			   type (wchar_t is unsigned on some archs) */
			if (c < 0 || (fchar)c != *p) {
				__sunget(s, c);
				if (c < 0)
					goto input_failure;
				goto done;
			}
			continue;
		}

		/* A conversion: %[n$][*][width][m][length]conv */
		void *dest = 0;
		int suppress = 0, alloc = 0, len = LEN_NONE, conv;
		long long width = 0;
		p++;
		if (isdigit_(*p)) {
			const fchar *q = p;
			long long n = 0;
			while (isdigit_(*q))
				n = n * 10 + (*q++ - '0');
			if (*q == '$') {
				va_list ap2;
				va_copy(ap2, ap);
				while (--n > 0)
					(void)va_arg(ap2, void *);
				dest = va_arg(ap2, void *);
				va_end(ap2);
				p = q + 1;
				suppress = -1; /* positional: dest is set */
			}
		}
		if (*p == '*') {
			suppress = 1;
			p++;
		}
		while (isdigit_(*p)) {
			if (width < INT_MAX)
				width = width * 10 + (*p - '0');
			p++;
		}
		if (*p == 'm') {
			alloc = 1;
			p++;
		}
		switch (*p) {
		case 'h':
			len = LEN_H;
			if (*++p == 'h')
				len = LEN_HH, p++;
			break;
		case 'l':
			len = LEN_L;
			if (*++p == 'l')
				len = LEN_LL, p++;
			break;
		case 'q': case 'j': case 'z': case 't':
			len = LEN_LL;
			p++;
			break;
		case 'L':
			len = LEN_BIG_L;
			p++;
			break;
		}
		conv = *p;
		if (!conv)
			goto done;
#ifdef WIDE
		if (conv == 'C' || conv == 'S') {
			conv |= 32;
			len = LEN_L;
		}
#endif
		if (suppress == 1)
			dest = 0;
		else if (suppress == 0)
			dest = va_arg(ap, void *);

		if (conv == 'n') {
			if (dest)
				store_int(dest, len, (unsigned long long)s->cnt);
			continue;
		}
		if (conv != 'c' && conv != '[')
			skip_space(s);
		c = __sget(s);
		if (c < 0)
			goto input_failure;
		__sunget(s, c);
		s->left = width > 0 ? width : -1;

		switch (conv) {
#ifdef WIDE
		case 'c':
		case 's':
		case '[':
			switch (wide_text(s, &p, conv, len == LEN_L, alloc, width, dest)) {
			case 0:
				break;
			case 1:
				goto done;
			default:
				goto input_failure;
			}
			break;
#else
		case 'c':
		case 's':
		case '[': {
			unsigned char set[256];
			char *buf = dest, **allocp = dest;
			size_t n = 0, size = 0;
			int i, inv = 0;

			if (conv == 'c') {
				if (width <= 0)
					s->left = width = 1;
				for (i = 0; i < 256; i++)
					set[i] = 1;
			} else if (conv == 's') {
				for (i = 0; i < 256; i++)
					set[i] = !__scan_isspace(i);
			} else {
				p++;
				if (*p == '^')
					inv = 1, p++;
				for (i = 0; i < 256; i++)
					set[i] = 0;
				if (*p == ']')
					set[']'] = 1, p++;
				for (; *p && *p != ']'; p++) {
					if (*p == '-' && p[-1] != '[' && p[-1] != '^' && p[1] && p[1] != ']') {
						for (i = p[-1]; i <= p[1]; i++)
							set[i] = 1;
						p++;
					} else {
						set[*p] = 1;
					}
				}
				if (!*p)
					goto done;
				if (inv)
					for (i = 0; i < 256; i++)
						set[i] = !set[i];
			}
			if (len == LEN_L) {
				int r = mb_text(s, set, conv, alloc, width, dest);
				if (r > 0)
					goto done;
				if (r < 0)
					goto input_failure;
				break;
			}
			if (alloc && dest) {
				size = conv == 'c' ? (size_t)width : 32;
				buf = malloc(size);
				if (!buf)
					goto done;
			}
			while ((c = __sget(s)) >= 0 && set[c]) {
				if (alloc && buf && n + 1 >= size) {
					char *nb = realloc(buf, size * 2);
					if (!nb) {
						free(buf);
						s->left = -1;
						goto done;
					}
					buf = nb;
					size *= 2;
				}
				if (buf)
					buf[n] = (char)c;
				n++;
			}
			__sunget(s, c);
			s->left = -1;
			/* %c cut short by the end of input keeps what it read,
			   as glibc's does */
			if (!n) {
				if (alloc && buf)
					free(buf);
				if (s->eof)
					goto input_failure;
				goto done;
			}
			if (buf && conv != 'c')
				buf[n] = 0;
			if (alloc && dest)
				*allocp = buf;
			break;
		}
#endif
		case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'p': {
			int base = conv == 'd' || conv == 'u' ? 10 : conv == 'i' ? 0 : conv == 'o' ? 8 : 16;
			int sgn = conv == 'd' || conv == 'i';
			long long valid;
			unsigned long long v;

			if (conv == 'p')
				len = LEN_LL;
			v = __intscan(s, base, sgn, sgn ? LLONG_MAX : ULLONG_MAX, &valid);
			s->left = -1;
			if (valid < 0)
				goto done;
			if (dest)
				store_int(dest, len, v);
			break;
		}
		case 'a': case 'e': case 'f': case 'g':
		case 'A': case 'E': case 'F': case 'G': {
			int prec = len == LEN_BIG_L ? 2 : len == LEN_L ? 1 : 0;
			long long valid;
			long double x = __floatscan(s, prec | __FLOATSCAN_ITEM, &valid);

			s->left = -1;
			if (valid < 0)
				goto done;
			if (dest) {
				if (prec == 0)
					*(float *)dest = __scan_float(x);
				else if (prec == 1)
					*(double *)dest = __scan_double(x);
				else
					*(long double *)dest = x;
			}
			break;
		}
		default:
			s->left = -1;
			goto done;
		}
		converted++;
		if (dest)
			assigned++;
	}
done:
	return assigned;
input_failure:
	return converted ? assigned : -1;
}
