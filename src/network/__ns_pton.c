#include <errno.h>
#include "resolv.h"

hidden int __ns_pton(const char *src, unsigned char wire[NS_MAXCDNAME])
{
	const unsigned char *s = (const unsigned char *)src;
	int n = 0, len_at = 0, l;

	/* "" and "." are the root */
	if (!*s || (s[0] == '.' && !s[1])) {
		wire[0] = 0;
		return 1;
	}
	for (;;) {
		len_at = n++;
		l = 0;
		while (*s && *s != '.') {
			unsigned c = *s++;
			if (c == '\\') {
				if (s[0] >= '0' && s[0] <= '9') {
					if (!(s[1] >= '0' && s[1] <= '9') || !(s[2] >= '0' && s[2] <= '9'))
						goto bad;
					c = (s[0] - '0') * 100 + (s[1] - '0') * 10 + (s[2] - '0');
					if (c > 255)
						goto bad;
					s += 3;
				} else if (*s) {
					c = *s++;
				} else {
					goto bad;
				}
			}
			if (++l > NS_MAXLABEL || n >= NS_MAXCDNAME - 1)
				goto bad;
			wire[n++] = c;
		}
		if (!l)
			goto bad;  /* an empty label: "a..b", ".a" */
		wire[len_at] = l;
		if (!*s || !*++s)
			break;     /* the end, with or without the root's dot */
	}
	wire[n++] = 0;
	return n;
bad:
	errno = EMSGSIZE;
	return -1;
}
