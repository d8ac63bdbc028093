#include <dlfcn.h>
#include "dl_impl.h"

/* Always null: a static program keeps no dynamic symbol table to search
   (dlerror names the symbol). */
void *dlsym(void *restrict handle, const char *restrict name)
{
	(void)handle;
	__dl_set_error(name ? name : "(null)",
		       "undefined symbol (a static weft program has no dynamic symbol table)");
	return 0;
}
