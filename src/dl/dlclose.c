#include <dlfcn.h>
#include "dl_impl.h"

/* 0 for the program's own handle, the only one dlopen gives; nonzero
   with a dlerror message for anything else. */
int dlclose(void *handle)
{
	if (handle == &__dl_self)
		return 0;
	__dl_set_error(0, "shared object not open");
	return 1;
}
