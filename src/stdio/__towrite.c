#include <errno.h>
#include "stdio_impl.h"
#include "syscall.h"

#define TCGETS 0x5401

/* Puts f in write mode.  Bytes read ahead are given back to the file by
   seeking over them, so the next write lands where the reader stands.
   An unoriented stream becomes byte-oriented (wide output orients it
   before it gets here). */
hidden int __towrite(FILE *f)
{
	if (f->wbase)
		return 0;
	if (!f->orient)
		f->orient = -1;
	if (f->flags & F_NOWR) {
		f->flags |= F_ERR;
		errno = EBADF;
		return -1;
	}
	if (f->rlim) {
		if (f->rcur != f->rlim && f->seek)
			f->seek(f, -(off_t)(f->rlim - f->rcur), SEEK_CUR);
		f->rcur = f->rlim = 0;
	}
	if (f->flags & F_TTY) {
		/* termios is 60 bytes on every Linux arch */
		long tio[8];
		f->flags &= ~F_TTY;
		if (f->bufmode == _IOFBF && !__syscall(SYS_ioctl, f->fd, TCGETS, tio)) {
			f->bufmode = _IOLBF;
			f->lbf = '\n';
		}
	}
	f->wbase = f->wcur = f->buf;
	f->wlim = f->buf + (f->bufmode == _IONBF ? 0 : f->bufcap);
	return 0;
}
