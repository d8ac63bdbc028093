#include <wchar.h>
#include "stdio_impl.h"

/* mode > 0 asks for wide, < 0 for byte, 0 only queries; an orientation
   once fixed (here or by the first I/O) stays until freopen. */
int fwide(FILE *f, int mode)
{
	int r;
	FLOCK(f);
	if (mode && !f->orient)
		f->orient = mode > 0 ? 1 : -1;
	r = f->orient;
	FUNLOCK(f);
	return r;
}
