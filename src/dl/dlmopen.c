#define _GNU_SOURCE
#include <dlfcn.h>
#include "dl_impl.h"

/* dlopen into a namespace: there is only the base one, and a new one
   could hold nothing but a file, which a static program cannot load. */
void *dlmopen(Lmid_t lmid, const char *file, int mode)
{
	if (lmid != LM_ID_BASE && (lmid != LM_ID_NEWLM || !file)) {
		__dl_set_error(0, "invalid target namespace in dlmopen()");
		return 0;
	}
	return dlopen(file, mode);
}
