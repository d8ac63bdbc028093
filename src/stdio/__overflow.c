#include "stdio_impl.h"

/* putc's slow path: not in write mode, buffer full, unbuffered, or a
   newline on a line-buffered stream. */
hidden int __overflow(FILE *f, int c)
{
	unsigned char ch = c;
	unsigned old;

	if (!f->wbase && __towrite(f))
		return EOF;
	if (f->wcur < f->wlim) {
		*f->wcur++ = ch;
		if (ch != f->lbf)
			return ch;
		old = f->flags & F_ERR;
		f->flags &= ~F_ERR;
		f->write(f, 0, 0);
	} else {
		old = f->flags & F_ERR;
		f->flags &= ~F_ERR;
		f->write(f, &ch, 1);
	}
	if (f->flags & F_ERR)
		return EOF;
	f->flags |= old;
	return ch;
}
