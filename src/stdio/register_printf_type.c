#include <errno.h>
#include "printf_impl.h"
#include "lock.h"

LOCK_DEFINE(static, lock, LOCK_LEVEL_STATE);

/* The next type number, or -1 (ENOSPC) when the table is full. */
int register_printf_type(printf_va_arg_function *fn)
{
	int t = -1;

	if (!fn) {
		errno = EINVAL;
		return -1;
	}
	__lock(&lock);
	if (__printf_ntypes < PRINTF_MAXTYPES) {
		t = __printf_ntypes;
		__printf_types[t] = fn;
		/* readers see the function before the count that covers it */
		__atomic_store_n(&__printf_ntypes, t + 1, __ATOMIC_RELEASE);
		t += PA_LAST;
	} else
		errno = ENOSPC;
	__unlock(&lock);
	return t;
}
