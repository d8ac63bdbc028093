#define _GNU_SOURCE
#include <utmp.h>
#include <utmpx.h>

int utmpxname(const char *file)
{
	return utmpname(file);
}
