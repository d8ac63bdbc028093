#include <string.h>
#include "cvt.h"

hidden int __strfrom_format(const char *f, int *prec)
{
	long p = -1;

	if (*f++ != '%')
		return -1;
	if (*f == '.')
		for (p = 0, f++; *f >= '0' && *f <= '9'; f++)
			if ((p = p * 10 + (*f - '0')) > 100000000)
				return -1;
	if (!*f || f[1] || !strchr("aAeEfFgG", *f))
		return -1;
	*prec = p;
	return *f;
}
