#include <wchar.h>
#include "scan.h"

/* The source: the wide string itself, read through s->f. */
static int str_get(struct __scan_src *s)
{
	const wchar_t *p = s->f;

	if (!*p)
		return -1;
	s->f = (void *)(p + 1);
	return *p;
}

static void str_unget(struct __scan_src *s, int c)
{
	(void)c;
	s->f = (void *)((const wchar_t *)s->f - 1);
}

int vswscanf(const wchar_t *restrict str, const wchar_t *restrict fmt, va_list ap)
{
	struct __scan_src src;

	__scan_str(&src, "");
	src.get = str_get;
	src.unget = str_unget;
	src.f = (void *)str;
	return __vwscan(&src, fmt, ap);
}
