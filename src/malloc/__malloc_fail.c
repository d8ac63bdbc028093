#include <stdlib.h>
#include <string.h>
#include "malloc_impl.h"
#include "syscall.h"

/* One line on stderr, then SIGABRT: the heap can no longer be trusted,
   so nothing here allocates or takes a lock. */
hidden _Noreturn void __malloc_fail(const char *who, const char *what)
{
	struct { const char *s; size_t n; } v[] = {
		{ who, strlen(who) }, { ": ", 2 }, { what, strlen(what) }, { "\n", 1 },
	};

	/* struct iovec has this layout: base pointer, then length. */
	__syscall(SYS_writev, 2, v, 4);
	abort();
}
