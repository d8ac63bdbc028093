#include "stdio_impl.h"

extern hidden FILE __stdout_FILE weak;

/* The buffer is empty: refill it and return the next byte, or EOF. */
hidden int __uflow(FILE *f)
{
	size_t n;

	if (__toread(f))
		return EOF;
	if (f->rcur < f->rlim)
		return *f->rcur++;
	if (f->flags & F_EOF)
		return EOF;
	/* C: input from an unbuffered or line-buffered stream sends the
	   line-buffered output first (a prompt on stdout). */
	if (f->bufmode != _IOFBF && &__stdout_FILE && f != &__stdout_FILE &&
	    __stdout_FILE.bufmode == _IOLBF && __stdout_FILE.wcur != __stdout_FILE.wbase)
		__fflush_one(&__stdout_FILE);
	n = f->read(f, f->buf, f->bufmode == _IONBF ? 1 : f->bufcap);
	f->rcur = f->buf;
	f->rlim = f->buf + n;
	if (!n)
		return EOF;
	return *f->rcur++;
}
