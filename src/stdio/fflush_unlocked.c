#include "stdio_impl.h"

int fflush_unlocked(FILE *f)
{
	if (!f) {
		__stdio_flush_all();
		return 0;
	}
	return __fflush_one(f);
}
