/* The wprintf family on top of the byte engine (__vformat).  The wide
   format is encoded into bytes that the engine passes through untouched:
   printable ASCII stands for itself (so '%', flags, digits and conversion
   letters parse as usual) and any other wchar_t value becomes six bytes,
   a lead byte 0xc0-0xc3 with its top two bits and five bytes 0x80-0xbf
   with six bits each.  None of these is NUL or ASCII, so the engine
   copies them as literal text.  The conversion letter of %c, %s, %m and
   %n becomes a control code (__FMT_WC...) that only this encoding
   produces: the engine hands those to the sink's wide hooks, which count
   width and precision (and %n) in wide characters and emit the text in
   the same encoding.
   Numbers and padding come out as ASCII.  The sink's flush decodes the
   bytes back into wide characters for emit. */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "errmsg.h"
#include "format.h"

#define ENC_MAX 6

struct wsink {
	struct __fmt_sink o;    /* first: the engine's view */
	int (*emit)(void *ctx, const wchar_t *w, size_t n);
	void *ctx;
	size_t done;            /* wide characters decoded */
	unsigned acc;           /* character being decoded */
	int need;               /* its continuation bytes still to come */
	int failed;             /* emit refused */
};

static size_t encode(char *p, wchar_t wc)
{
	unsigned u = (unsigned)wc;
	int i;
	if (u >= 0x20 && u < 0x80) {
		*p = (char)u;
		return 1;
	}
	p[0] = (char)(0xc0 | u >> 30);
	for (i = 1; i < ENC_MAX; i++)
		p[i] = (char)(0x80 | (u >> (6 * (ENC_MAX - 1 - i)) & 0x3f));
	return ENC_MAX;
}

/* What may stand between '%' and the conversion letter. */
static int spec_char(wchar_t c)
{
	switch (c) {
	case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
	case '8': case '9': case '$': case '*': case '.': case '-': case '+': case ' ':
	case '#': case '\'': case 'I': case 'h': case 'l': case 'q': case 'L': case 'j':
	case 'z': case 'Z': case 't':
		return 1;
	}
	return 0;
}

/* Encodes the format into out (when not null); returns the length.  The
   letter of each %c, %s, %m and %n becomes its __FMT_W code. */
static size_t encode_fmt(char *out, const wchar_t *f)
{
	char b[ENC_MAX];
	size_t n = 0, k;

	while (*f) {
		int in_spec = *f == L'%';
		k = encode(b, *f++);
		if (out)
			memcpy(out + n, b, k);
		n += k;
		if (!in_spec)
			continue;
		while (spec_char(*f)) {
			if (out)
				out[n] = (char)*f;
			n++;
			f++;
		}
		if (*f == L'c' || *f == L's' || *f == L'm' || *f == L'n') {
			if (out)
				out[n] = *f == L'c' ? __FMT_WC : *f == L's' ? __FMT_WS :
					 *f == L'm' ? __FMT_WM : __FMT_WN;
			n++;
			f++;
		} else if (*f == L'%') {
			if (out)
				out[n] = '%';
			n++;
			f++;
		}
	}
	return n;
}

/* Decodes buf[0..pos) and passes the characters on. */
static int flush(struct __fmt_sink *o)
{
	struct wsink *w = (struct wsink *)o;
	wchar_t out[128];
	size_t n = 0, i;

	for (i = 0; i < o->pos; i++) {
		unsigned char b = (unsigned char)o->buf[i];
		if (b < 0x80) {
			w->acc = b;
			w->need = 0;
		} else if (b >= 0xc0) {
			w->acc = b & 3;
			w->need = ENC_MAX - 1;
			continue;
		} else {
			w->acc = w->acc << 6 | (b & 0x3f);
			if (--w->need)
				continue;
		}
		out[n++] = (wchar_t)w->acc;
		w->done++;
		if (n == sizeof out / sizeof *out) {
			if (w->emit(w->ctx, out, n))
				goto fail;
			n = 0;
		}
	}
	o->pos = 0;
	if (n && w->emit(w->ctx, out, n))
		goto fail;
	return 0;
fail:
	w->failed = 1;
	return -1;
}

/* %n: decoded so far, plus the characters still in the buffer (every byte
   but a continuation byte starts one). */
static size_t count(struct __fmt_sink *o)
{
	size_t n = ((struct wsink *)o)->done, i;
	for (i = 0; i < o->pos; i++)
		n += ((unsigned char)o->buf[i] & 0xc0) != 0x80;
	return n;
}

static void put_wide(struct __fmt_sink *o, const wchar_t *s, size_t n)
{
	char b[64];
	size_t k = 0;
	for (; n; n--, s++) {
		if (k > sizeof b - ENC_MAX) {
			__fmt_put(o, b, k);
			k = 0;
		}
		k += encode(b + k, *s);
	}
	__fmt_put(o, b, k);
}

/* The text of %c, %s and %m: width and precision in wide characters. */
static int text(struct __fmt_sink *o, struct __fmt_spec *sp, int conv, int is_long,
		const struct __fmt_warg *a)
{
	static const wchar_t null[] = L"(null)";
	wchar_t one, buf[64];
	char eb[32];
	const wchar_t *ws = 0;
	const char *s = a->p;
	size_t len = 0, max = sp->prec < 0 ? SIZE_MAX : (size_t)sp->prec;
	mbstate_t st;

	sp->flags &= ~__F_ZERO;
	if (conv == __FMT_WM) {
		s = __strerror_buf(a->err, eb);
		is_long = 0;
	}
	if (conv == __FMT_WC) {
		if (!is_long) {
			wint_t w = btowc(a->i);
			if (w == WEOF) {
				errno = EILSEQ;
				return -1;
			}
			one = (wchar_t)w;
		} else
			one = (wchar_t)a->i;
		ws = &one;
		len = 1;
		sp->prec = -1;
	} else if (!s) {
		/* glibc prints nothing rather than a cut "(null)". */
		ws = null;
		len = max >= 6 ? 6 : 0;
	} else if (is_long) {
		ws = (const wchar_t *)s;
		while (len < max && ws[len])
			len++;
	} else {
		/* Multibyte: count the characters first, for the padding. */
		const char *p = s;
		memset(&st, 0, sizeof st);
		while (len < max && *p) {
			size_t k = mbrtowc(&one, p, MB_LEN_MAX, &st);
			if (k == (size_t)-1 || k == (size_t)-2) {
				errno = EILSEQ;
				return -1;
			}
			p += k;
			len++;
		}
	}
	__fmt_head(o, sp, len, "", 0);
	if (ws)
		put_wide(o, ws, len);
	else {
		size_t left = len;
		memset(&st, 0, sizeof st);
		while (left) {
			size_t k = 0;
			while (k < left && k < sizeof buf / sizeof *buf)
				s += mbrtowc(&buf[k++], s, MB_LEN_MAX, &st);
			put_wide(o, buf, k);
			left -= k;
		}
	}
	__fmt_tail(o, sp, len);
	return 0;
}

static int conv(struct __fmt_sink *o, struct __fmt_spec *sp, void *state, int n, int len)
{
	struct __fmt_warg a;
	int c = sp->conv;

	__fmt_wide_arg(state, n, c == __FMT_WC ? 0 : c == __FMT_WM ? -1 : 1, &a);
	if (a.scan)
		return 0;
	if (c != __FMT_WN)
		return text(o, sp, c, len == L_L, &a) || o->err;
	if (a.p) {
		long long k = (long long)count(o);
		switch (len) {
		case L_HH: *(signed char *)a.p = (signed char)k; break;
		case L_H: *(short *)a.p = (short)k; break;
		case L_NONE: *(int *)a.p = (int)k; break;
		case L_L: *(long *)a.p = (long)k; break;
		case L_Z: *(size_t *)a.p = (size_t)k; break;
		case L_T: *(ptrdiff_t *)a.p = (ptrdiff_t)k; break;
		case L_J: *(intmax_t *)a.p = (intmax_t)k; break;
		default: *(long long *)a.p = k; break;
		}
	}
	return 0;
}

static const struct __fmt_wide hooks = { conv };

int __vwformat(const wchar_t *fmt, va_list ap,
	       int (*emit)(void *ctx, const wchar_t *w, size_t n), void *ctx)
{
	char small[512], *efmt = small, ob[256];
	struct wsink w;
	size_t need = wcslen(fmt);
	int r;

	/* Each character takes at most ENC_MAX bytes: count exactly only
	   when that bound does not fit the stack buffer. */
	if (need >= sizeof small / ENC_MAX &&
	    (need = encode_fmt(0, fmt) + 1) > sizeof small && !(efmt = malloc(need)))
		return -1;
	efmt[encode_fmt(efmt, fmt)] = 0;

	memset(&w, 0, sizeof w);
	w.o.buf = ob;
	w.o.cap = sizeof ob;
	w.o.flush = flush;
	w.o.wide = &hooks;
	w.emit = emit;
	w.ctx = ctx;
	r = __vformat(&w.o, efmt, ap);
	if (!w.o.err && flush(&w.o))
		r = -1;
	if (efmt != small)
		free(efmt);
	if (r < 0 || w.failed)
		return -1;
	if (w.done > INT_MAX) {
		errno = EOVERFLOW;
		return -1;
	}
	return (int)w.done;
}
