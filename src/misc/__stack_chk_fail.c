#include <stdlib.h>
#include "syscall.h"

/* Called by compiler-inserted code when a stack canary was overwritten.
   The stack is corrupt: do as little as possible, then abort. */
_Noreturn void __stack_chk_fail(void)
{
	static const char msg[] = "*** stack smashing detected ***: terminated\n";

	__syscall(SYS_write, 2, msg, sizeof msg - 1);
	abort();
}
