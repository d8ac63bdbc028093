#define _GNU_SOURCE
#include "utmp_impl.h"

/* From the current record on, the first of ut's type (RUN_LVL,
   BOOT_TIME, NEW_TIME, OLD_TIME) or the first process record with
   ut's ut_id (INIT_PROCESS ... DEAD_PROCESS); null with ESRCH when there
   is none, EINVAL for another type. */
struct utmpx *getutxid(const struct utmpx *ut)
{
	return __ut_search(ut, 0);
}
