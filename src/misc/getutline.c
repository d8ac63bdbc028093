#define _GNU_SOURCE
#include "utmp_impl.h"

struct utmp *getutline(const struct utmp *ut)
{
	return __ut_search(ut, 1) ? &__utmp.rec.u : 0;
}
