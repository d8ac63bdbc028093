#include <sys/mman.h>
#include "syscall.h"

/* Returns the error number.  POSIX_MADV_DONTNEED is only advice, while
   Linux's MADV_DONTNEED discards data: it is ignored, as glibc does. */
int posix_madvise(void *addr, size_t len, int advice)
{
	if (advice == POSIX_MADV_DONTNEED)
		return 0;
	return -__syscall(SYS_madvise, addr, len, advice);
}
