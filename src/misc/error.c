#define _GNU_SOURCE
#include <errno.h>
#include <error.h>
#include <stdio.h>
#include "error_impl.h"

/* stdout is flushed first so the message comes after what the program
   printed; error_print_progname, when set, replaces "name: ". */
void error(int status, int errnum, const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	if (error_print_progname)
		error_print_progname();
	else
		fprintf(stderr, "%s: ", program_invocation_name);
	va_start(ap, fmt);
	__error_tail(status, errnum, fmt, ap);
	va_end(ap);
}
