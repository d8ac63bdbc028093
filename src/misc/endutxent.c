#define _GNU_SOURCE
#include "utmp_impl.h"

void endutxent(void)
{
	__ut_close();
}
