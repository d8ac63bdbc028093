#include <stdlib.h>
#include "cancel.h"
#include "libc.h"

extern void (*const __fini_array_start[])(void) weak hidden;
extern void (*const __fini_array_end[])(void) weak hidden;

/* Stand-ins for the hooks of features the program did not link. */
static void no_hook(void)
{
}
weak_alias(no_hook, __funcs_on_exit);
weak_alias(no_hook, __stdio_exit);

hidden int __exit_status;

/* atexit handlers (newest first), then destructors, then stdio buffers.
   exit is not a cancellation point: the flush and the handlers' calls
   must not turn it into a pthread_exit half-way. */
_Noreturn void exit(int status)
{
	size_t n = __fini_array_end - __fini_array_start;

	__cancel_off();
	__exit_status = status;

	__funcs_on_exit();
	while (n)
		__fini_array_start[--n]();
	__stdio_exit();
	_Exit(status);
}
