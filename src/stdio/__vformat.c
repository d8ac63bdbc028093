/* The printf engine: parses the format, fetches the arguments (in order,
   or by position for %n$) and formats integers, characters and strings;
   floating conversions are in __vformat_float.c.  See docs/printf.md. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include "errmsg.h"
#include "format.h"
#include "locale_impl.h"

/* How an argument is passed: what va_arg must be asked for. */
enum { T_NONE, T_INT = __FA_INT, T_LONG = __FA_LONG, T_PTR = __FA_PTR, T_DBL = __FA_DBL,
       T_LDBL = __FA_LDBL };
/* Passes: in order with va_arg; positional: record types, then print. */
enum { M_SEQ, M_SCAN, M_PRINT };

#define ARGMAX 128


struct state {
	va_list ap;
	int mode;
	int next;              /* next argument for a spec without n$ */
	int max;               /* highest argument number used */
	int err;               /* errno of the caller, for %m */
	unsigned char *types;
	union __fmt_uarg *args;
};

void __fmt_put(struct __fmt_sink *o, const char *s, size_t n)
{
	o->count += n;
	if (o->discard)
		return;
	while (n && !o->err) {
		size_t k;
		if (o->pos >= o->cap) {
			if (o->flush(o)) {
				o->err = 1;
				return;
			}
			if (o->discard)
				return;
		}
		k = o->cap - o->pos;
		if (k > n)
			k = n;
		memcpy(o->buf + o->pos, s, k);
		o->pos += k;
		s += k;
		n -= k;
	}
}

void __fmt_pad(struct __fmt_sink *o, char c, size_t n)
{
	char b[32];
	size_t k = n < sizeof b ? n : sizeof b;
	if (o->discard) {
		o->count += n;
		return;
	}
	memset(b, c, k);
	while (n) {
		k = n < sizeof b ? n : sizeof b;
		__fmt_put(o, b, k);
		n -= k;
	}
}

void __fmt_head(struct __fmt_sink *o, const struct __fmt_spec *sp, size_t len,
		const char *pre, size_t plen)
{
	size_t w = sp->width > 0 && (size_t)sp->width > len ? sp->width - len : 0;
	if (!(sp->flags & (__F_MINUS | __F_ZERO)))
		__fmt_pad(o, ' ', w);
	__fmt_put(o, pre, plen);
	if ((sp->flags & (__F_MINUS | __F_ZERO)) == __F_ZERO)
		__fmt_pad(o, '0', w);
}

void __fmt_tail(struct __fmt_sink *o, const struct __fmt_spec *sp, size_t len)
{
	if ((sp->flags & __F_MINUS) && sp->width > 0 && (size_t)sp->width > len)
		__fmt_pad(o, ' ', sp->width - len);
}

static int isdig(int c)
{
	return (unsigned)c - '0' < 10;
}

/* Reads a decimal number; -1 if it does not fit in an int. */
static int number(const char **s)
{
	int v = 0;
	for (; isdig(**s); (*s)++) {
		if (v < 0 || v > (INT_MAX - (**s - '0')) / 10)
			v = -1;
		else
			v = 10 * v + (**s - '0');
	}
	return v;
}

/* Argument n (1-based), or the next one when n is 0, fetched as type t
   into *v (in the scan pass only its type is recorded). */
static void fetch(struct state *st, int n, int t, union __fmt_uarg *v)
{
	v->i = 0;
	if (st->mode == M_SEQ) {
		switch (t) {
		case T_INT: v->i = (unsigned)va_arg(st->ap, int); break;
		case T_LONG: v->i = va_arg(st->ap, unsigned long); break;
		case T_PTR: v->p = va_arg(st->ap, void *); break;
		case T_DBL: v->d = va_arg(st->ap, double); break;
		case T_LDBL: v->ld = va_arg(st->ap, long double); break;
		}
		return;
	}
	if (!n)
		n = st->next;
	st->next = n + 1;
	if (n > ARGMAX)
		return;
	if (n > st->max)
		st->max = n;
	if (st->mode == M_SCAN)
		st->types[n] = t;
	else
		*v = st->args[n];
}

/* "n$" after a '%' or '*': its number, 0 when absent, -1 if invalid. */
static int position(const char **s)
{
	const char *p = *s;
	int n;
	if (!isdig(*p))
		return 0;
	n = number(&p);
	if (*p != '$')
		return 0;
	*s = p + 1;
	return n > 0 && n <= ARGMAX ? n : -1;
}

static void fmt_int(struct __fmt_sink *o, struct __fmt_spec *sp, uintmax_t v, int neg)
{
	char buf[24], *e = buf + sizeof buf, *s = e;
	char pre[3];
	size_t plen = 0, nd, zeros = 0, len;
	int c = sp->conv, base = c == 'o' ? 8 : c == 'x' || c == 'X' || c == 'p' ? 16 : 10;
	const char *digs = c == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";

	if (base == 10)
		for (; v; v /= 10)
			*--s = '0' + v % 10;
	else
		for (; v; v /= base)
			*--s = digs[v % base];
	nd = e - s;
	if (neg)
		pre[plen++] = '-';
	else if (c == 'd' || c == 'i' || c == 'p')
		if (sp->flags & (__F_PLUS | __F_SPACE))
			pre[plen++] = sp->flags & __F_PLUS ? '+' : ' ';
	if ((c == 'p' || ((sp->flags & __F_HASH) && base == 16)) && nd) {
		pre[plen++] = '0';
		pre[plen++] = c == 'X' ? 'X' : 'x';
	}
	if (sp->prec < 0)
		zeros = nd ? 0 : 1;
	else {
		sp->flags &= ~__F_ZERO;
		if ((size_t)sp->prec > nd)
			zeros = sp->prec - nd;
	}
	if (c == 'o' && (sp->flags & __F_HASH) && !zeros && (!nd || *s != '0'))
		zeros = 1;
	len = plen + zeros + nd;
	__fmt_head(o, sp, len, pre, plen);
	__fmt_pad(o, '0', zeros);
	__fmt_put(o, s, nd);
	__fmt_tail(o, sp, len);
}

static void fmt_str(struct __fmt_sink *o, struct __fmt_spec *sp, const char *s, size_t n)
{
	sp->flags &= ~__F_ZERO;
	__fmt_head(o, sp, n, "", 0);
	__fmt_put(o, s, n);
	__fmt_tail(o, sp, n);
}

/* A wide character in the C locale: only ASCII converts. */
/* Weak, so that printf does not link the locale's state: a program
   that links nothing able to change the locale is in "C". */
weak hidden size_t __locale_wctomb(char *s, unsigned u);

/* Wide character w in the current locale's multibyte form (as wcrtomb:
   UTF-8 in C.UTF-8, ASCII alone in "C"): its length in b, or 0 with
   errno EILSEQ when it has none. */
static __attribute__((noinline)) size_t wide_mb(int w, char *b)
{
	unsigned u = (unsigned)w;
	size_t k;

	if (u < 0x80) {
		*b = (char)u;
		return 1;
	}
	if (__locale_wctomb && (k = __locale_wctomb(b, u)))
		return k;
	errno = EILSEQ;
	return 0;
}

/* For the wprintf hooks: argument n (0: the next) fetched as an int
   (type 0), a pointer (1) or nothing (-1). */
void __fmt_wide_arg(void *stp, int n, int type, struct __fmt_warg *a)
{
	struct state *st = stp;
	union __fmt_uarg v;

	v.i = 0;
	if (type >= 0)
		fetch(st, n, type ? T_PTR : T_INT, &v);
	a->scan = st->mode == M_SCAN;
	a->err = st->err;
	a->i = (int)v.i;
	a->p = v.p;
}

void __fmt_user_arg(void *stp, int n, int cls, union __fmt_uarg *v)
{
	fetch(stp, n, cls, v);
}

va_list *__fmt_user_ap(void *stp, int *scan)
{
	struct state *st = stp;

	*scan = st->mode == M_SCAN;
	return st->mode == M_SEQ ? &st->ap : 0;
}

/* Weak: see format.h. */
weak hidden int __printf_user(struct __fmt_sink *o, const struct __fmt_spec *sp, int len,
			      void *st, int n);

static int run(struct state *st, struct __fmt_sink *o, const char *fmt)
{
	while (*fmt) {
		const char *p = fmt, *start;
		struct __fmt_spec sp;
		int n, len = L_NONE, type, c, wone[2] = { 0, 0 };
		union __fmt_uarg v;

		while (*p && *p != '%')
			p++;
		if (p > fmt && st->mode != M_SCAN)
			__fmt_put(o, fmt, p - fmt);
		if (!*p)
			break;
		start = p++;
		if (*p == '%') {
			if (st->mode != M_SCAN)
				__fmt_put(o, "%", 1);
			fmt = p + 1;
			continue;
		}
		n = position(&p);
		if (n < 0 || (n && st->mode == M_SEQ))
			goto inval;
		sp.flags = 0;
		for (;; p++) {
			if (*p == '-') sp.flags |= __F_MINUS;
			else if (*p == '+') sp.flags |= __F_PLUS;
			else if (*p == ' ') sp.flags |= __F_SPACE;
			else if (*p == '#') sp.flags |= __F_HASH;
			else if (*p == '0') sp.flags |= __F_ZERO;
			else if (*p != '\'' && *p != 'I') break;
		}
		sp.width = 0;
		if (*p == '*') {
			int k;
			p++;
			k = position(&p);
			if (k < 0 || (k && st->mode == M_SEQ))
				goto inval;
			fetch(st, k, T_INT, &v);
			sp.width = (int)v.i;
			if (sp.width < 0) {
				sp.flags |= __F_MINUS;
				if (sp.width == INT_MIN)
					goto overflow;
				sp.width = -sp.width;
			}
		} else if (isdig(*p) && (sp.width = number(&p)) < 0)
			goto overflow;
		sp.prec = -1;
		if (*p == '.') {
			p++;
			if (*p == '*') {
				int k;
				p++;
				k = position(&p);
				if (k < 0 || (k && st->mode == M_SEQ))
					goto inval;
				fetch(st, k, T_INT, &v);
				sp.prec = (int)v.i;
				if (sp.prec < 0)
					sp.prec = -1;
			} else if ((sp.prec = number(&p)) < 0)
				goto overflow;
		}
		for (;; p++) {
			switch (*p) {
			case 'h': len = len == L_H ? L_HH : L_H; continue;
			case 'l': len = len == L_L ? L_LL : L_L; continue;
			case 'q': len = L_LL; continue;
			case 'L': len = L_LD; continue;
			case 'j': len = L_J; continue;
			case 'z': case 'Z': len = L_Z; continue;
			case 't': len = L_T; continue;
			}
			break;
		}
		c = sp.conv = *p;
		if (!c)
			goto inval;
		fmt = p + 1;

		switch (c) {
		case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
			type = len <= L_H ? T_INT : T_LONG;
			break;
		case 'c':
			type = T_INT;
			break;
		case 's': case 'p': case 'n':
			type = T_PTR;
			break;
		case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
			type = len == L_LD ? T_LDBL : T_DBL;
			break;
		case 'm':
			type = T_NONE;
			break;
		default:
			/* The wprintf family's %c %s %m %n (see format.h). */
			if (o->wide && c >= __FMT_WC && c <= __FMT_WN) {
				if (o->wide->conv(o, &sp, st, n, len))
					return -1;
				continue;
			}
			/* One the program registered (byte functions only). */
			if (__printf_user && !o->wide) {
				int r = __printf_user(o, &sp, len, st, n);
				if (r < 0)
					return -1;
				if (r)
					continue;
			}
			/* Not a conversion: printed as it stands. */
			if (st->mode != M_SCAN)
				__fmt_put(o, start, fmt - start);
			continue;
		}
		v.i = 0;
		if (type != T_NONE)
			fetch(st, n, type, &v);
		if (st->mode == M_SCAN)
			continue;

		switch (c) {
		case 'd': case 'i': {
			intmax_t x;
			switch (len) {
			case L_HH: x = (signed char)v.i; break;
			case L_H: x = (short)v.i; break;
			case L_NONE: x = (int)v.i; break;
			default: x = (intmax_t)v.i; break;
			}
			fmt_int(o, &sp, x < 0 ? -(uintmax_t)x : (uintmax_t)x, x < 0);
			break;
		}
		case 'u': case 'o': case 'x': case 'X':
			switch (len) {
			case L_HH: v.i = (unsigned char)v.i; break;
			case L_H: v.i = (unsigned short)v.i; break;
			case L_NONE: v.i = (unsigned)v.i; break;
			}
			fmt_int(o, &sp, v.i, 0);
			break;
		case 'p':
			if (v.p) {
				sp.flags &= ~__F_HASH;
				fmt_int(o, &sp, (uintptr_t)v.p, 0);
			} else
				fmt_str(o, &sp, "(nil)", 5);
			break;
		case 'c':
			sp.prec = -1;
			/* %lc: as a one-character %ls (but L'\0' is one NUL
			   byte, as below) */
			if (len == L_L && (int)v.i) {
				wone[0] = (int)v.i;
				v.p = wone;
				goto wide_string;
			}
			{
				char ch = (char)v.i;
				fmt_str(o, &sp, &ch, 1);
			}
			break;
		case 's':
			if (!v.p) {
				fmt_str(o, &sp, "(null)", sp.prec < 0 || sp.prec >= 6 ? 6 : 0);
			} else if (len == L_L) {
			wide_string:;
				/* Wide string, converted for the current locale: the
				   precision limits the bytes written, and a character
				   that would not fit whole is left out. */
				const int *w = v.p;
				size_t k = 0, i, bytes = 0, m;
				char b[4];
				while (w[k]) {
					/* full: the next character is not even read */
					if (sp.prec >= 0 && bytes == (size_t)sp.prec)
						break;
					if (!(m = wide_mb(w[k], b)))
						return -1;
					if (sp.prec >= 0 && bytes + m > (size_t)sp.prec)
						break;
					bytes += m;
					k++;
				}
				sp.flags &= ~__F_ZERO;
				__fmt_head(o, &sp, bytes, "", 0);
				for (i = 0; i < k; i++)
					__fmt_put(o, b, wide_mb(w[i], b));
				__fmt_tail(o, &sp, bytes);
			} else {
				const char *s = v.p, *z;
				size_t k;
				if (sp.prec < 0)
					k = strlen(s);
				else
					k = (z = memchr(s, 0, sp.prec)) ? (size_t)(z - s) : (size_t)sp.prec;
				fmt_str(o, &sp, s, k);
			}
			break;
		case 'm': {
			char eb[32];
			const char *s = __strerror_buf(st->err, eb);
			size_t k = strlen(s);
			if (sp.prec >= 0 && (size_t)sp.prec < k)
				k = sp.prec;
			fmt_str(o, &sp, s, k);
			break;
		}
		case 'n':
			if (v.p) {
				long long k = (long long)o->count;
				switch (len) {
				case L_HH: *(signed char *)v.p = (signed char)k; break;
				case L_H: *(short *)v.p = (short)k; break;
				case L_NONE: *(int *)v.p = (int)k; break;
				case L_L: *(long *)v.p = (long)k; break;
				case L_Z: *(size_t *)v.p = (size_t)k; break;
				case L_T: *(ptrdiff_t *)v.p = (ptrdiff_t)k; break;
				case L_J: *(intmax_t *)v.p = (intmax_t)k; break;
				default: *(long long *)v.p = k; break;
				}
			}
			break;
		default:
			__fmt_float(o, &sp, &v, type == T_LDBL);
			break;
		}
		if (o->err)
			return -1;
	}
	return 0;
inval:
	errno = EINVAL;
	return -1;
overflow:
	errno = EOVERFLOW;
	return -1;
}

/* A format uses positional arguments when its first conversion does. */
static int positional(const char *s)
{
	for (; *s; s++) {
		if (*s != '%')
			continue;
		if (s[1] == '%') {
			s++;
			continue;
		}
		s++;
		while (isdig(*s))
			s++;
		return *s == '$';
	}
	return 0;
}

int __vformat(struct __fmt_sink *o, const char *fmt, va_list ap)
{
	struct state st;
	unsigned char types[ARGMAX + 1];
	union __fmt_uarg args[ARGMAX + 1];
	int r, i;

	st.err = errno;
	st.mode = M_SEQ;
	st.next = 1;
	st.max = 0;
	va_copy(st.ap, ap);
	if (positional(fmt)) {
		memset(types, T_NONE, sizeof types);
		st.types = types;
		st.args = args;
		st.mode = M_SCAN;
		r = run(&st, o, fmt);
		if (r < 0)
			goto done;
		for (i = 1; i <= st.max; i++) {
			switch (types[i]) {
			case T_LONG: args[i].i = va_arg(st.ap, unsigned long); break;
			case T_PTR: args[i].p = va_arg(st.ap, void *); break;
			case T_DBL: args[i].d = va_arg(st.ap, double); break;
			case T_LDBL: args[i].ld = va_arg(st.ap, long double); break;
			default: args[i].i = (unsigned)va_arg(st.ap, int); break;
			}
		}
		st.mode = M_PRINT;
		st.next = 1;
	}
	r = run(&st, o, fmt);
done:
	va_end(st.ap);
	if (r < 0 || o->err)
		return -1;
	if (o->count > INT_MAX) {
		errno = EOVERFLOW;
		return -1;
	}
	return (int)o->count;
}
