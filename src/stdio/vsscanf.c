#include <stdio.h>
#include "scan.h"

int vsscanf(const char *restrict str, const char *restrict fmt, va_list ap)
{
	struct __scan_src src;

	__scan_str(&src, str);
	return __vscan(&src, fmt, ap);
}
