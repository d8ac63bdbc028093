#include <fcntl.h>
#include "stdio_impl.h"

/* A fresh fd stream over buf[0..cap) (with STDIO_UNGET bytes before it). */
hidden void __stdio_init(FILE *f, int fd, int oflags, unsigned char *buf, size_t cap)
{
	*f = (FILE){
		.buf = buf,
		.bufcap = cap,
		.lbf = EOF,
		.bufmode = _IOFBF,
		.flags = F_TTY,
		.fd = fd,
		.read = __stdio_read,
		.write = __stdio_write,
		.seek = __stdio_seek,
		.close = __stdio_close,
	};
	if ((oflags & O_ACCMODE) == O_RDONLY)
		f->flags |= F_NOWR;
	if ((oflags & O_ACCMODE) == O_WRONLY)
		f->flags |= F_NORD;
	if (oflags & O_APPEND)
		f->flags |= F_APPEND;
}
