#include "malloc_impl.h"

hidden size_t __malloc_usable(void *p, const char *who)
{
	if (__region_kind((uintptr_t)p) == REGION_SEG)
		return __malloc_classes[__small_check(p, who)].size;
	return __c_size(__malloc_check(p, who)) - C_HDR;
}
