#include <errno.h>
#include <sys/random.h>
#include "syscall.h"

/* Fills all of buf (at most 256 bytes, else EIO) or fails.  Not a
   cancellation point; interrupted reads are resumed. */
int getentropy(void *buf, size_t len)
{
	unsigned char *p = buf;
	long r;

	if (len > 256)
		return __syscall_ret(-EIO);
	while (len) {
		r = __syscall(SYS_getrandom, p, len, 0);
		if (r == -EINTR)
			continue;
		if (r < 0)
			return __syscall_ret(r);
		p += r;
		len -= r;
	}
	return 0;
}
