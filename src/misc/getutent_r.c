#define _GNU_SOURCE
#include <string.h>
#include "utmp_impl.h"

/* getutent into buf: 0 with *res = buf, or -1 with *res null. */
int getutent_r(struct utmp *buf, struct utmp **res)
{
	*res = 0;
	if (__ut_next() <= 0)
		return -1;
	memcpy(buf, &__utmp.rec.u, sizeof *buf);
	*res = buf;
	return 0;
}
