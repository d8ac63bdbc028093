#define _GNU_SOURCE
#include "utmp_impl.h"

/* From the current record on, the first LOGIN_PROCESS or USER_PROCESS
   record for ut's ut_line; null with ESRCH when there is none. */
struct utmpx *getutxline(const struct utmpx *ut)
{
	return __ut_search(ut, 1);
}
