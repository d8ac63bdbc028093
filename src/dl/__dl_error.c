#include <string.h>
#include "dl_impl.h"

hidden const char __dl_self = 0;

/* Per thread, as dlerror must be: one thread's failure is not another's
   message. */
static __thread char message[256];
static __thread int pending;

hidden void __dl_set_error(const char *name, const char *what)
{
	size_t n = 0, len;

	if (name) {
		len = strnlen(name, sizeof message - 64);
		memcpy(message, name, len);
		memcpy(message + len, ": ", 2);
		n = len + 2;
	}
	len = strnlen(what, sizeof message - 1 - n);
	memcpy(message + n, what, len);
	message[n + len] = 0;
	pending = 1;
}

hidden char *__dl_take_error(void)
{
	if (!pending)
		return 0;
	pending = 0;
	return message;
}
