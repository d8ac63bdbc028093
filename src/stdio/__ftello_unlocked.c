#include <errno.h>
#include "stdio_impl.h"

/* The descriptor's offset, less read-ahead (and pushed-back bytes), plus
   pending output.  Pending output of an append stream lands at the end. */
hidden off_t __ftello_unlocked(FILE *f)
{
	int whence = (f->flags & F_APPEND) && f->wbase && f->wcur > f->wbase ? SEEK_END : SEEK_CUR;
	off_t pos;

	if (!f->seek) {
		errno = ESPIPE;
		return -1;
	}
	pos = f->seek(f, 0, whence);
	if (pos < 0)
		return -1;
	if (f->rlim)
		pos -= f->rlim - f->rcur;
	else if (f->wbase)
		pos += f->wcur - f->wbase;
	if (pos < 0) {
		errno = EOVERFLOW;
		return -1;
	}
	return pos;
}
