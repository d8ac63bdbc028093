#include <errno.h>
#include <gshadow.h>
#include <string.h>
#include "passwd_impl.h"

/* s is copied to the end of buf, split there (a final newline dropped)
   and laid out from the start: 0, ERANGE when it does not fit, EINVAL
   when it is not an entry. */
int sgetsgent_r(const char *s, struct sgrp *sg, char *buf, size_t size,
		struct sgrp **result)
{
	size_t n = strlen(s) + 1;
	char *copy, *field[4];
	int e;

	*result = 0;
	if (n > size)
		return ERANGE;
	copy = memmove(buf + size - n, s, n);
	if (n > 1 && copy[n - 2] == '\n')
		copy[n - 2] = 0;
	if (__sg_parse(copy, field))
		return EINVAL;
	e = __sg_fill(field, sg, buf, size);
	if (!e)
		*result = sg;
	return e;
}
