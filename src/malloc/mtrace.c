#include <mcheck.h>

/* No trace is written, even with MALLOC_TRACE set: as glibc 2.34 and
   later without libc_malloc_debug.so (see <mcheck.h>). */
void mtrace(void)
{
}
