#include <errno.h>
#include <string.h>
#include <wchar.h>
#include "stdio_impl.h"

/* Reads bytes until they form a character.  The conversion state lives in
   the stream, so a read error in the middle of a character loses nothing:
   the next call goes on with the bytes already taken.  An invalid
   sequence, or end of file inside a character, is EILSEQ and sets the
   error indicator. */
hidden wint_t __fgetwc_unlocked(FILE *f)
{
	for (;;) {
		int c = __getc_unlocked(f);
		wchar_t wc;
		char b;
		size_t r;

		if (c == EOF) {
			if ((f->flags & F_EOF) && !mbsinit(&f->mbs)) {
				memset(&f->mbs, 0, sizeof f->mbs);
				f->flags |= F_ERR;
				errno = EILSEQ;
			}
			return WEOF;
		}
		/* ASCII is itself in every locale weft has (no character in
		   progress: mbsinit without the call). */
		if (c < 0x80 && !f->mbs.__count)
			return c;
		b = (char)c;
		r = mbrtowc(&wc, &b, 1, &f->mbs);
		if (r == (size_t)-2)
			continue;
		if (r == (size_t)-1) {
			memset(&f->mbs, 0, sizeof f->mbs);
			f->flags |= F_ERR;
			return WEOF;
		}
		return wc;
	}
}
