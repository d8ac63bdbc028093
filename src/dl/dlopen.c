#include <dlfcn.h>
#include "dl_impl.h"

/* Null file: a handle for the program.  Any file: null, with dlerror
   naming it, since a static program cannot load shared objects. */
void *dlopen(const char *file, int mode)
{
	if (!(mode & (RTLD_LAZY | RTLD_NOW))) {
		__dl_set_error(0, "invalid mode for dlopen(): neither RTLD_LAZY nor RTLD_NOW");
		return 0;
	}
	if (!file)
		return (void *)&__dl_self;
	__dl_set_error(file, "cannot open shared object file: "
			     "dynamic loading is not supported in a static weft program");
	return 0;
}
