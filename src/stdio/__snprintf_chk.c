#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "syscall.h"

/* The checked snprintf of glibc's _FORTIFY_SOURCE (LSB): slen is the
   real size of s as the compiler knew it; a limit n past it would let
   the write overflow, and the program stops (see __fprintf_chk). */
int __snprintf_chk(char *restrict s, size_t n, int flag, size_t slen,
		   const char *restrict fmt, ...)
{
	static const char msg[] = "*** buffer overflow detected ***: terminated\n";
	va_list ap;
	int r;

	(void)flag;
	if (n > slen) {
		__syscall(SYS_write, 2, msg, sizeof msg - 1);
		abort();
	}
	va_start(ap, fmt);
	r = vsnprintf(s, n, fmt, ap);
	va_end(ap);
	return r;
}
