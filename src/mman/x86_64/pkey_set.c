#define _GNU_SOURCE
#include <errno.h>
#include <sys/mman.h>
#include "pkey_impl.h"

/* Sets the calling thread's rights for pkey; other keys keep theirs. */
int pkey_set(int pkey, unsigned int access_rights)
{
	unsigned v;

	if (pkey < 0 || pkey >= PKEYS || access_rights > 3) {
		errno = EINVAL;
		return -1;
	}
	if (!pkru_usable()) {
		errno = ENOSYS;
		return -1;
	}
	v = pkru_read() & ~(3u << (2 * pkey));
	pkru_write(v | access_rights << (2 * pkey));
	return 0;
}
