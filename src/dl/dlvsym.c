#define _GNU_SOURCE
#include <dlfcn.h>
#include "dl_impl.h"

/* dlsym of a given symbol version: null, as dlsym, for a program with no
   dynamic symbol table. */
void *dlvsym(void *restrict handle, const char *restrict name, const char *restrict version)
{
	(void)version;
	return dlsym(handle, name);
}
