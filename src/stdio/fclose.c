#include <stdlib.h>
#include "stdio_impl.h"

/* Flushes, closes the device and frees the FILE.  The standard streams
   are static: they are closed but stay in memory. */
int fclose(FILE *f)
{
	int r;

	FLOCK(f);
	r = __fflush_one(f);
	if (f->close && f->close(f))
		r = EOF;
	f->rcur = f->rlim = f->wbase = f->wcur = f->wlim = 0;
	f->flags |= F_NORD | F_NOWR;
	FUNLOCK(f);
	if (f->flags & F_STATIC)
		return r;
	__stdio_unlink(f);
	free(f);
	return r;
}
