#include <errno.h>
#include "resolv.h"

/* RFC 1035 5.1's master-file form: the characters that mean something
   there get a backslash, the unprintable ones \DDD. */
static int special(unsigned c)
{
	return c == '.' || c == ';' || c == '\\' || c == '(' || c == ')' ||
	       c == '@' || c == '$' || c == '"';
}

hidden int __ns_ntop(const unsigned char *wire, char *dst, size_t size)
{
	size_t n = 0;

	if (!*wire) {
		if (size < 2)
			goto small;
		dst[0] = '.';
		dst[1] = 0;
		return 1;
	}
	for (; *wire; wire += 1 + *wire) {
		if (n) {
			if (n + 1 >= size)
				goto small;
			dst[n++] = '.';
		}
		for (unsigned i = 1; i <= *wire; i++) {
			unsigned c = wire[i];
			if (special(c)) {
				if (n + 2 >= size)
					goto small;
				dst[n++] = '\\';
				dst[n++] = c;
			} else if (c <= 0x20 || c >= 0x7f) {
				if (n + 4 >= size)
					goto small;
				dst[n++] = '\\';
				dst[n++] = '0' + c / 100;
				dst[n++] = '0' + c / 10 % 10;
				dst[n++] = '0' + c % 10;
			} else {
				if (n + 1 >= size)
					goto small;
				dst[n++] = c;
			}
		}
	}
	if (n >= size)
		goto small;
	dst[n] = 0;
	return n;
small:
	errno = EMSGSIZE;
	return -1;
}
