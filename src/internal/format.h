/* The printf formatting core, independent of FILE (see docs/printf.md).
   __vformat writes into a sink: a buffer buf[0..cap) filled up to pos.
   When it is full the core calls flush, which must make room (empty the
   buffer or grow it) so that pos < cap afterwards, or return nonzero on an
   output error (errno set).  The caller writes out what is left in buf
   after __vformat returns. */
#ifndef _WEFT_FORMAT_H
#define _WEFT_FORMAT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include "libc.h"

struct __fmt_sink;
struct __fmt_spec;

/* Length modifiers. */
enum { L_NONE, L_HH, L_H, L_L, L_LL, L_J, L_Z, L_T, L_LD };

/* The wprintf family runs the engine on its format encoded as bytes
   (__vwformat.c).  The letters of %c, %s, %m and %n become these codes,
   which no character's encoding produces; the engine sees them as unknown
   conversions and passes them to the sink's conv hook, so the byte
   functions pay nothing for them.  The hook fetches its argument with
   __fmt_wide_arg (st is the engine's state, n the argument number or 0),
   prints text with width and precision counted in wide characters and
   makes %n count wide characters; nonzero on error (errno set). */
#define __FMT_WC 1
#define __FMT_WS 2
#define __FMT_WM 3
#define __FMT_WN 4

struct __fmt_wide {
	int (*conv)(struct __fmt_sink *o, struct __fmt_spec *sp, void *st, int n, int len);
};

struct __fmt_warg {
	int scan;              /* the positional scanning pass: print nothing */
	int err;               /* errno at the call, for %m */
	int i;
	void *p;
};

hidden void __fmt_wide_arg(void *st, int n, int type, struct __fmt_warg *a);

struct __fmt_sink {
	char *buf;
	size_t pos, cap;
	int (*flush)(struct __fmt_sink *s);
	void *ctx;             /* for the flush callback */
	size_t count;          /* bytes produced so far, written or not */
	int err;               /* set when flush failed: nothing more is written */
	int discard;           /* count only (snprintf past the end) */
	const struct __fmt_wide *wide;  /* null for the byte functions */
};

/* One conversion, parsed. */
struct __fmt_spec {
	int flags;
	int width;
	int prec;              /* -1: none */
	char conv;
};

#define __F_MINUS 1
#define __F_PLUS  2
#define __F_SPACE 4
#define __F_HASH  8
#define __F_ZERO  16

/* Formats like vprintf into out; returns the number of bytes produced or
   -1 with errno set (EOVERFLOW past INT_MAX, EINVAL for a bad format, or
   the sink's error). */
hidden int __vformat(struct __fmt_sink *out, const char *fmt, va_list ap);

/* The wprintf core: formats like vwprintf and hands the wide characters to
   emit in chunks (emit returns nonzero to stop, errno set or not).
   Returns the number of wide characters produced, or -1. */
hidden int __vwformat(const wchar_t *fmt, va_list ap,
		      int (*emit)(void *ctx, const wchar_t *w, size_t n), void *ctx);

/* Conversions registered with register_printf_specifier: the engine calls
   this for a letter it does not know, when the program links the registry
   (a weak reference, so others pay nothing).  len is the length modifier,
   st the engine's state, n the argument number (0: the next).  1 when it
   handled the conversion, 0 when the letter is not registered, -1 on
   error (errno set). */
hidden int __printf_user(struct __fmt_sink *o, const struct __fmt_spec *sp, int len, void *st,
			 int n);

/* An argument as va_arg reads it: its class (__FA_*) and its value.
   __fmt_user_arg fetches argument n (0: the next) of class cls into *v
   (in the positional scanning pass it only records the class). */
enum { __FA_INT = 1, __FA_LONG, __FA_PTR, __FA_DBL, __FA_LDBL };
union __fmt_uarg {
	uintmax_t i;
	void *p;
	double d;
	long double ld;
};
hidden void __fmt_user_arg(void *st, int n, int cls, union __fmt_uarg *v);
/* The engine's argument list when it takes arguments in order, else null
   (positional formats: their types are fixed in a first pass); *scan is
   1 during that first pass, when nothing is printed. */
hidden va_list *__fmt_user_ap(void *st, int *scan);

hidden void __fmt_put(struct __fmt_sink *out, const char *s, size_t n);
hidden void __fmt_pad(struct __fmt_sink *out, char c, size_t n);
/* Padding and prefix before a field of len bytes (prefix included), then
   the padding after it: width, '-' and '0' from sp. */
hidden void __fmt_head(struct __fmt_sink *out, const struct __fmt_spec *sp, size_t len,
		       const char *pre, size_t plen);
hidden void __fmt_tail(struct __fmt_sink *out, const struct __fmt_spec *sp, size_t len);
/* A floating conversion (f F e E g G a A) of a double, or of a long double
   when is_long. */
hidden void __fmt_float(struct __fmt_sink *out, struct __fmt_spec *sp, const void *val, int is_long);

#endif
