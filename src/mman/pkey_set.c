#define _GNU_SOURCE
#include <errno.h>
#include <sys/mman.h>

/* This arch has no user-visible protection key register. */
int pkey_set(int pkey, unsigned int access_rights)
{
	(void)pkey;
	(void)access_rights;
	errno = ENOSYS;
	return -1;
}
