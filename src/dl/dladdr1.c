#define _GNU_SOURCE
#include <dlfcn.h>
#include <string.h>
#include "dl_impl.h"

/* dladdr and, as flags ask, the symbol's table entry (null: none is
   ever found) or the program's link map when addr is in the program
   (null in the vDSO, which has no map here). */
int dladdr1(const void *addr, Dl_info *info, void **extra, int flags)
{
	int r = dladdr(addr, info);

	if (!r)
		return 0;
	if (flags == RTLD_DL_SYMENT)
		*extra = 0;
	else if (flags == RTLD_DL_LINKMAP)
		*extra = strcmp(info->dli_fname, "linux-vdso.so.1") ? __dl_self_map() : 0;
	return r;
}
