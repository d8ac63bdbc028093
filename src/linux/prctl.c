#include <stdarg.h>
#include <sys/prctl.h>
#include "syscall.h"

/* Every option takes at most four further arguments, each passed as an
   unsigned long (or a pointer); unused ones are read but ignored. */
int prctl(int option, ...)
{
	unsigned long a[4];
	va_list ap;
	int i;

	va_start(ap, option);
	for (i = 0; i < 4; i++)
		a[i] = va_arg(ap, unsigned long);
	va_end(ap);
	return __syscall_ret(__syscall(SYS_prctl, option, a[0], a[1], a[2], a[3]));
}
