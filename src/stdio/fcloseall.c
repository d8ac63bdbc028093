#include <stdio.h>
#include "stdio_impl.h"
#include "lock.h"

/* Closes every stream fopen & co. made and flushes the standard ones,
   which stay open (as glibc).  Returns 0, or EOF if a close failed. */
int fcloseall(void)
{
	FILE *f;
	int r = 0;

	for (;;) {
		__lock(&__stdio_list_lock);
		f = __stdio_head;
		__unlock(&__stdio_list_lock);
		if (!f)
			break;
		if (fclose(f))
			r = EOF;
	}
	__stdio_flush_all();
	return r;
}
