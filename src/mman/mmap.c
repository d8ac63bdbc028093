#include <errno.h>
#include <stdint.h>
#include <sys/mman.h>
#include "syscall.h"
#include "libc.h"

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	if (off & 4095) {
		errno = EINVAL;
		return MAP_FAILED;
	}
	/* Lengths the kernel would round past the address space. */
	if (len >= PTRDIFF_MAX) {
		errno = ENOMEM;
		return MAP_FAILED;
	}
	return (void *)__syscall_ret(__syscall(SYS_mmap, addr, len, prot, flags, fd, off));
}

weak_alias(mmap, mmap64);
