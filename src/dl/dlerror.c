#include <dlfcn.h>
#include "dl_impl.h"

/* The calling thread's last dl* error, once; null when there was none
   since the last call.  The text stays valid until the thread's next
   dl* call. */
char *dlerror(void)
{
	return __dl_take_error();
}
