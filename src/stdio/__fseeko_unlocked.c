#include <errno.h>
#include "stdio_impl.h"

/* Pending output goes out first; read-ahead and pushback are dropped.
   A successful seek clears the end-of-file indicator. */
hidden int __fseeko_unlocked(FILE *f, off_t off, int whence)
{
	if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) {
		errno = EINVAL;
		return -1;
	}
	if (!f->seek) {
		errno = ESPIPE;
		return -1;
	}
	if (whence == SEEK_CUR && f->rlim)
		off -= f->rlim - f->rcur;
	if (f->wbase) {
		if (f->wcur > f->wbase && __fflush_one(f))
			return -1;
		f->wbase = f->wcur = f->wlim = 0;
	}
	f->rcur = f->rlim = 0;
	if (f->seek(f, off, whence) < 0)
		return -1;
	f->flags &= ~F_EOF;
	return 0;
}
