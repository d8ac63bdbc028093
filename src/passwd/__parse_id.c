#include "passwd_impl.h"

hidden int __parse_id(const char *s, unsigned *id)
{
	unsigned long v = 0;

	if (!*s)
		return -1;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return -1;
		v = v * 10 + (*s - '0');
		if (v > 0xffffffffUL)
			return -1;
	}
	*id = v;
	return 0;
}
