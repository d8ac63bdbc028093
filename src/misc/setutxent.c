#define _GNU_SOURCE
#include "utmp_impl.h"

/* Back to the first record, opening the database if needed (a failure
   shows in the next call). */
void setutxent(void)
{
	__ut_open();
	__utmp.off = 0;
	__utmp.have = 0;
}
