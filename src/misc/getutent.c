#define _GNU_SOURCE
#include "utmp_impl.h"

struct utmp *getutent(void)
{
	return __ut_next() > 0 ? &__utmp.rec.u : 0;
}
