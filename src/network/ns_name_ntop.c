#include <errno.h>
#include "resolv.h"

/* Wire form to presentation form: the bytes written, the terminating
   NUL included, or -1 with errno EMSGSIZE for a compression pointer, an
   overlong name or too small a dst. */
int ns_name_ntop(const unsigned char *src, char *dst, size_t dstsiz)
{
	int len = 0, n;

	for (; src[len]; len += 1 + src[len])
		if (src[len] > NS_MAXLABEL || len + 1 + src[len] >= NS_MAXCDNAME) {
			errno = EMSGSIZE;
			return -1;
		}
	n = __ns_ntop(src, dst, dstsiz);
	return n < 0 ? -1 : n + 1;
}
