#define _GNU_SOURCE
#include "utmp_impl.h"

struct utmp *pututline(const struct utmp *ut)
{
	return pututxline((const struct utmpx *)ut) ? &__utmp.rec.u : 0;
}
