#define _GNU_SOURCE
#include <errno.h>
#include <sys/mman.h>
#include "pkey_impl.h"

/* The calling thread's rights for pkey (PKEY_DISABLE_* bits). */
int pkey_get(int pkey)
{
	if (pkey < 0 || pkey >= PKEYS) {
		errno = EINVAL;
		return -1;
	}
	if (!pkru_usable()) {
		errno = ENOSYS;
		return -1;
	}
	return (pkru_read() >> (2 * pkey)) & 3;
}
