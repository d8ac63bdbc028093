#include <error.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "errmsg.h"
#include "error_impl.h"

unsigned int error_message_count;
int error_one_per_line;
void (*error_print_progname)(void);

hidden void __error_tail(int status, int errnum, const char *fmt, va_list ap)
{
	char eb[32];

	vfprintf(stderr, fmt, ap);
	if (errnum)
		fprintf(stderr, ": %s", __strerror_buf(errnum, eb));
	fputc('\n', stderr);
	fflush(stderr);
	error_message_count++;
	if (status)
		exit(status);
}
