#define _GNU_SOURCE
#include <utmp.h>
#include <utmpx.h>

void endutent(void)
{
	endutxent();
}
