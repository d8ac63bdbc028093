#define _GNU_SOURCE
#include <errno.h>
#include <sys/mman.h>

/* This arch has no user-visible protection key register. */
int pkey_get(int pkey)
{
	(void)pkey;
	errno = ENOSYS;
	return -1;
}
