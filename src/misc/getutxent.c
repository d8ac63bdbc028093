#define _GNU_SOURCE
#include "utmp_impl.h"

/* The next record; null at the end (errno untouched) or on an error. */
struct utmpx *getutxent(void)
{
	return __ut_next() > 0 ? &__utmp.rec.x : 0;
}
