#include <string.h>
#include "stdio_impl.h"

/* fwrite's core.  Output that fits stays in the buffer; on a line-buffered
   stream everything up to the last newline goes out now, together with
   what was pending, in one write when possible. */
hidden size_t __fwritex(const unsigned char *p, size_t n, FILE *f)
{
	size_t head = 0, now, w;
	unsigned old;

	if (!f->wbase && __towrite(f))
		return 0;
	if (f->lbf == '\n') {
		for (size_t i = n; i; i--) {
			if (p[i - 1] == '\n') {
				head = i;
				break;
			}
		}
	}
	if (!head && n <= (size_t)(f->wlim - f->wcur)) {
		memcpy(f->wcur, p, n);
		f->wcur += n;
		return n;
	}
	/* Something must go out.  The tail after the last newline stays
	   buffered if the buffer can hold it. */
	now = (size_t)(n - head) > (size_t)(f->wlim - f->wbase) ? n : head;
	old = f->flags & F_ERR;
	f->flags &= ~F_ERR;
	w = f->write(f, p, now);
	if (f->flags & F_ERR)
		return w;
	f->flags |= old;
	memcpy(f->wcur, p + now, n - now);
	f->wcur += n - now;
	return n;
}
