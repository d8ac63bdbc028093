#define _GNU_SOURCE
#include <string.h>
#include <utmp.h>
#include <utmpx.h>

/* The two records have one layout. */
void getutmpx(const struct utmp *u, struct utmpx *ux)
{
	memcpy(ux, u, sizeof *ux);
}
