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
	/* Fast path: a whole character in the buffer converts in one call
	   (no character in progress: mbsinit without the call).  ASCII is
	   itself in every locale weft has.  Anything else (a character cut
	   by the end of the buffer, an invalid one) takes the byte at a
	   time path below. */
	if (f->rcur < f->rlim && !f->mbs.__count) {
		wchar_t wc;
		size_t r;
		if (*f->rcur < 0x80)
			return *f->rcur++;
		r = mbrtowc(&wc, (const char *)f->rcur, f->rlim - f->rcur, &f->mbs);
		if (r - 1 < (size_t)-3) {
			f->rcur += r;
			return wc;
		}
		memset(&f->mbs, 0, sizeof f->mbs);
	}
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
