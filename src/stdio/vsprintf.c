#include <stdio.h>
#include <stdint.h>

int vsprintf(char *restrict s, const char *restrict fmt, va_list ap)
{
	/* The caller promises room: no limit short of the address space. */
	return vsnprintf(s, SIZE_MAX - (uintptr_t)s, fmt, ap);
}
