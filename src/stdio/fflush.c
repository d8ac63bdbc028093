#include "stdio_impl.h"

/* fflush(NULL) flushes every stream that has pending output. */
int fflush(FILE *f)
{
	int r;

	if (!f) {
		__stdio_flush_all();
		return 0;
	}
	FLOCK(f);
	r = __fflush_one(f);
	FUNLOCK(f);
	return r;
}
