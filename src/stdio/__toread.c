#include <errno.h>
#include "stdio_impl.h"

/* Puts f in read mode, sending any pending output first.  An unoriented
   stream becomes byte-oriented (wide input orients it before). */
hidden int __toread(FILE *f)
{
	if (f->rlim)
		return 0;
	if (!f->orient)
		f->orient = -1;
	if (f->flags & F_NORD) {
		f->flags |= F_ERR;
		errno = EBADF;
		return -1;
	}
	if (f->wbase) {
		if (f->wcur > f->wbase)
			f->write(f, 0, 0);
		f->wbase = f->wcur = f->wlim = 0;
		if (f->flags & F_ERR)
			return -1;
	}
	f->rcur = f->rlim = f->buf;
	return 0;
}
