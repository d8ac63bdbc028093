#include "stdio_impl.h"

/* fflush of one stream, lock held.  Output: send what is pending.
   Input (POSIX): give read-ahead back to a seekable file, so the
   descriptor's offset is the stream's position. */
hidden int __fflush_one(FILE *f)
{
	if (f->wbase) {
		if (f->wcur > f->wbase) {
			unsigned old = f->flags & F_ERR;
			f->flags &= ~F_ERR;
			f->write(f, 0, 0);
			if (f->flags & F_ERR)
				return EOF;
			f->flags |= old;
		}
		return 0;
	}
	if (f->rlim) {
		if (f->rcur != f->rlim) {
			if (!f->seek || f->seek(f, -(off_t)(f->rlim - f->rcur), SEEK_CUR) < 0)
				return 0;
		}
		f->rcur = f->rlim = 0;
	}
	return 0;
}
