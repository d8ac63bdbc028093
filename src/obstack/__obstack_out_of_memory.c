#include <stdlib.h>
#include "obstack_impl.h"

/* The macros go on writing after _obstack_newchunk returns, so a handler
   that returns cannot be honoured: abort rather than write past a chunk. */
hidden _Noreturn void __obstack_out_of_memory(void)
{
	obstack_alloc_failed_handler();
	abort();
}
