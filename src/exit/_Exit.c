#include <stdlib.h>
#include "syscall.h"

/* Ends the whole process at once: no handlers, no flushing. */
_Noreturn void _Exit(int status)
{
	for (;;) {
		__syscall(SYS_exit_group, status);
		__syscall(SYS_exit, status);
	}
}
