#include <wchar.h>
#include "stdio_impl.h"

/* open_memstream for wide characters: a wide-oriented, write-only stream
   into a growing array of wchar_t ended by L'\0'.  Wide output reaches
   the device unconverted (F_WRAW), so any character goes in whatever the
   locale.  The stream is unbuffered, which keeps the device's position,
   counted in wide characters, the stream's: ftell adds no pending bytes.
   A seek past the end leaves zeros behind when something is written
   there; fflush and fclose report the smaller of position and length. */
FILE *open_wmemstream(wchar_t **bufp, size_t *sizep)
{
	FILE *f = __memstream_open(bufp, sizep, sizeof(wchar_t), 1);

	if (!f)
		return 0;
	f->flags |= F_WRAW;
	f->bufmode = _IONBF;
	f->orient = 1;
	__stdio_link(f);
	return f;
}
