/* Stack backtraces (GNU).  Frames are found with the compiler's unwinder
   from the program's unwind tables: code built without them (and weft's
   own functions) ends the trace. */
#ifndef _EXECINFO_H
#define _EXECINFO_H

#include <features.h>

__WEFT_BEGIN
int backtrace(void **buffer, int size);
char **backtrace_symbols(void *const *buffer, int size);
void backtrace_symbols_fd(void *const *buffer, int size, int fd);
__WEFT_END

#endif
