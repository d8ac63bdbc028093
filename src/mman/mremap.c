#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <sys/mman.h>
#include "syscall.h"

/* The new address is read only with MREMAP_FIXED. */
void *mremap(void *old, size_t old_len, size_t new_len, int flags, ...)
{
	void *new_addr = 0;

	if (new_len >= PTRDIFF_MAX) {
		errno = ENOMEM;
		return MAP_FAILED;
	}
	if (flags & MREMAP_FIXED) {
		va_list ap;
		va_start(ap, flags);
		new_addr = va_arg(ap, void *);
		va_end(ap);
	}
	return (void *)__syscall_ret(__syscall(SYS_mremap, old, old_len, new_len, flags, new_addr));
}
