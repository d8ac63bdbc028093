#include <stdio.h>
#include <wchar.h>
#include "scan.h"
#include "stdio_impl.h"

/* The source: wide characters decoded from the stream (fgetwc's rules:
   an invalid sequence ends the input with EILSEQ and the error
   indicator); a character given back goes through ungetwc.  The input
   ends at the first WEOF: after an invalid sequence the stream itself
   would go on with the next bytes. */
static int file_get(struct __scan_src *s)
{
	wint_t c;

	if (s->eof)
		return -1;
	c = __fgetwc_unlocked(s->f);

	return c == WEOF ? -1 : (int)c;
}

static void file_unget(struct __scan_src *s, int c)
{
	ungetwc((wint_t)c, s->f);
}

/* Orients the stream wide; a byte-oriented one gives EOF at once. */
int vfwscanf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap)
{
	struct __scan_src src;
	int r = EOF;

	__scan_str(&src, "");
	src.get = file_get;
	src.unget = file_unget;
	src.f = f;
	FLOCK(f);   /* internal lock: see vfprintf */
	if (!__orient_wide(f))
		r = __vwscan(&src, fmt, ap);
	FUNLOCK(f);
	return r;
}
