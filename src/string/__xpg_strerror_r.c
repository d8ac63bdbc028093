#include <errno.h>
#include <string.h>
#include "errmsg.h"

/* POSIX strerror_r (what <string.h> calls strerror_r without _GNU_SOURCE):
   0, or ERANGE when the message (still written, truncated) does not fit,
   or EINVAL for an unknown errnum (with "Unknown error N" written). */
int __xpg_strerror_r(int errnum, char *buf, size_t len)
{
	char tmp[32];
	const char *m = __errmsg(errnum);
	int ret = 0;
	size_t n;

	if (!m) {
		m = __unknown_msg(tmp, "Unknown error ", errnum);
		ret = EINVAL;
	}
	n = strlen(m);
	if (n >= len) {
		if (!len)
			return ret ? ret : ERANGE;
		n = len - 1;
		if (!ret)
			ret = ERANGE;
	}
	memcpy(buf, m, n);
	buf[n] = 0;
	return ret;
}
