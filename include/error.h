/* GNU error reporting: the program's name, a message, an errno text. */
#ifndef _ERROR_H
#define _ERROR_H

#include <features.h>

__WEFT_BEGIN
void error(int status, int errnum, const char *fmt, ...);
void error_at_line(int status, int errnum, const char *file, unsigned int line,
		   const char *fmt, ...);
extern unsigned int error_message_count;
extern int error_one_per_line;
extern void (*error_print_progname)(void);
__WEFT_END

#endif
