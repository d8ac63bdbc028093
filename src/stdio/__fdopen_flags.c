#include <stdlib.h>
#include "stdio_impl.h"

/* One allocation holds the FILE, the pushback room and the buffer. */
hidden FILE *__fdopen_flags(int fd, int oflags)
{
	FILE *f = malloc(sizeof *f + STDIO_UNGET + BUFSIZ);

	if (!f)
		return 0;
	__stdio_init(f, fd, oflags, (unsigned char *)(f + 1) + STDIO_UNGET, BUFSIZ);
	__stdio_link(f);
	return f;
}
