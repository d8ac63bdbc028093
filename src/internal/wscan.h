/* A __scan_src reading a wide string, for the wcsto* functions: a wide
   character outside ASCII cannot be part of a number, so it reads as the
   end of the input. */
#ifndef _WEFT_WSCAN_H
#define _WEFT_WSCAN_H

#include <wchar.h>
#include <wctype.h>
#include "scan.h"

static int __wscan_get(struct __scan_src *s)
{
	const wchar_t *p = s->f;
	wchar_t c = *p;

	if (!c || (unsigned)c >= 0x80)
		return -1;
	s->f = (void *)(p + 1);
	return c;
}

static void __wscan_unget(struct __scan_src *s, int c)
{
	(void)c;
	s->f = (void *)((const wchar_t *)s->f - 1);
}

/* Leading white space is skipped here with iswspace, so that the wide
   spaces of C.UTF-8 count; returns the number of them. */
static inline size_t __wscan_init(struct __scan_src *s, const wchar_t *str)
{
	size_t n = 0;

	while (iswspace(str[n]))
		n++;
	__scan_str(s, "");
	s->get = __wscan_get;
	s->unget = __wscan_unget;
	s->f = (void *)(str + n);
	return n;
}

#endif
