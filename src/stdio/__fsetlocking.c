#include <stdio_ext.h>
#include "stdio_impl.h"

/* BYCALLER: the caller promises to serialise its use of f (flockfile or
   one thread only), so the normal functions stop taking f's lock.
   Returns the type in force before the call. */
int __fsetlocking(FILE *f, int type)
{
	int old = f->flags & F_BYCALLER ? FSETLOCKING_BYCALLER : FSETLOCKING_INTERNAL;

	if (type == FSETLOCKING_BYCALLER)
		f->flags |= F_BYCALLER;
	else if (type == FSETLOCKING_INTERNAL)
		f->flags &= ~F_BYCALLER;
	return old;
}
