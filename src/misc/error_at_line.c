#define _GNU_SOURCE
#include <errno.h>
#include <error.h>
#include <stdio.h>
#include <string.h>
#include "error_impl.h"

/* "name:file:line: message"; with error_one_per_line set, a call for the
   same file and line as the previous one returns at once (as glibc). */
void error_at_line(int status, int errnum, const char *file, unsigned int line,
		   const char *fmt, ...)
{
	static const char *last_file;
	static unsigned int last_line;
	va_list ap;

	if (error_one_per_line) {
		if (last_file && line == last_line &&
		    (file == last_file || (file && strcmp(file, last_file) == 0)))
			return;
		last_file = file;
		last_line = line;
	}
	fflush(stdout);
	if (error_print_progname)
		error_print_progname();
	else
		fprintf(stderr, "%s:", program_invocation_name);
	fprintf(stderr, file ? "%s:%u: " : " ", file, line);
	va_start(ap, fmt);
	__error_tail(status, errnum, fmt, ap);
	va_end(ap);
}
