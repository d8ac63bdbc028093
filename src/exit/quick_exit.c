#include <stdlib.h>
#include "libc.h"

hidden void __funcs_on_quick_exit(void);

static void no_handlers(void)
{
}
weak_alias(no_handlers, __funcs_on_quick_exit);

/* Runs the at_quick_exit handlers, newest first, then ends the process
   like _Exit: no atexit handlers, destructors or stdio flushing. */
_Noreturn void quick_exit(int status)
{
	__funcs_on_quick_exit();
	_Exit(status);
}
