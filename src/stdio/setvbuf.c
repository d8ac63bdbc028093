#include <errno.h>
#include "stdio_impl.h"

/* A caller's buffer gives its first STDIO_UNGET bytes to pushback; one
   too small to hold more is ignored.  With a null buf the stream keeps
   its own buffer (whose size is then the one used). */
int setvbuf(FILE *restrict f, char *restrict buf, int mode, size_t size)
{
	if (mode != _IOFBF && mode != _IOLBF && mode != _IONBF) {
		errno = EINVAL;
		return -1;
	}
	FLOCK(f);
	__fflush_one(f);
	f->rcur = f->rlim = f->wbase = f->wcur = f->wlim = 0;
	if (buf && mode != _IONBF && size > STDIO_UNGET) {
		f->buf = (unsigned char *)buf + STDIO_UNGET;
		f->bufcap = size - STDIO_UNGET;
	}
	f->bufmode = mode;
	f->lbf = mode == _IOLBF ? '\n' : EOF;
	f->flags &= ~F_TTY;
	FUNLOCK(f);
	return 0;
}
