#include <stdio_ext.h>
#include <string.h>
#include "stdio_impl.h"

/* Drops buffered input (pushback included) and pending output; the file
   descriptor's offset is left where it is. */
void __fpurge(FILE *f)
{
	FLOCK(f);
	if (f->rlim)
		f->rcur = f->rlim = f->buf;
	if (f->wbase)
		f->wcur = f->wbase;
	memset(&f->mbs, 0, sizeof f->mbs);
	FUNLOCK(f);
}
