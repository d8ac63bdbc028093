#include <errno.h>
#include "stdio_impl.h"

int fileno_unlocked(FILE *f)
{
	if (f->fd < 0)
		errno = EBADF;
	return f->fd;
}
