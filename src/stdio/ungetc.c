#include "stdio_impl.h"

/* Up to STDIO_UNGET bytes can always be pushed back: the buffer has that
   much room before it.  The pushed bytes count as read-ahead, so ftell
   and fseek(SEEK_CUR) account for them; any seek discards them. */
int ungetc(int c, FILE *f)
{
	if (c == EOF)
		return EOF;
	FLOCK(f);
	if ((!f->rlim && __toread(f)) || f->rcur <= f->buf - STDIO_UNGET) {
		FUNLOCK(f);
		return EOF;
	}
	*--f->rcur = c;
	f->flags &= ~F_EOF;
	FUNLOCK(f);
	return (unsigned char)c;
}
