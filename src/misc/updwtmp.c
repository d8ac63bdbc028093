#define _GNU_SOURCE
#include <utmp.h>
#include <utmpx.h>

void updwtmp(const char *wtmp_file, const struct utmp *ut)
{
	updwtmpx(wtmp_file, (const struct utmpx *)ut);
}
