#include <errno.h>
#include <string.h>
#include "resolv.h"

/* Presentation form to wire form in dst: 1 when src was fully qualified
   (it ends in a dot that no backslash escapes, or is "."), 0 when not,
   -1 with errno EMSGSIZE for a malformed name or too small a dst. */
int ns_name_pton(const char *src, unsigned char *dst, size_t dstsiz)
{
	unsigned char w[NS_MAXCDNAME];
	int n = src ? __ns_pton(src, w) : -1;
	size_t len, slashes = 0;

	if (n < 0)
		return -1;
	if ((size_t)n > dstsiz) {
		errno = EMSGSIZE;
		return -1;
	}
	memcpy(dst, w, n);
	len = strlen(src);
	if (!len || src[len - 1] != '.')
		return 0;
	while (slashes + 1 < len && src[len - 2 - slashes] == '\\')
		slashes++;
	return slashes % 2 == 0;
}
