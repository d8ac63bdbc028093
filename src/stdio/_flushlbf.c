#include <stdio_ext.h>
#include "stdio_impl.h"
#include "lock.h"

extern hidden FILE __stdout_FILE weak, __stderr_FILE weak;

static void flush_lbf(FILE *f)
{
	FLOCK(f);
	if (f->bufmode == _IOLBF && f->wbase)
		__fflush_one(f);
	FUNLOCK(f);
}

/* Sends the pending output of every line-buffered stream. */
void _flushlbf(void)
{
	if (&__stdout_FILE)
		flush_lbf(&__stdout_FILE);
	if (&__stderr_FILE)
		flush_lbf(&__stderr_FILE);
	__lock(&__stdio_list_lock);
	for (FILE *f = __stdio_head; f; f = f->next)
		flush_lbf(f);
	__unlock(&__stdio_list_lock);
}
