#include <unistd.h>
#include "libc.h"

/* The page size the kernel gave at start-up (AT_PAGESZ).  Legacy BSD
   name; sysconf(_SC_PAGESIZE) is the portable one.  Async-signal-safe. */
int getpagesize(void)
{
	return (int)__libc.page_size;
}
