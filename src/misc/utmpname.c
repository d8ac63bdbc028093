#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "utmp_impl.h"

/* Makes file the database the other functions use (closing the one
   open); 0, or -1 with ENOMEM. */
int utmpname(const char *file)
{
	char *copy = strdup(file);

	if (!copy)
		return -1;
	__ut_close();
	free(__utmp.name);
	__utmp.name = copy;
	return 0;
}
