#include <errno.h>
#include "stdio_impl.h"

/* Memory streams have no descriptor: -1 and EBADF. */
int fileno(FILE *f)
{
	int fd;
	FLOCK(f);
	fd = f->fd;
	FUNLOCK(f);
	if (fd < 0)
		errno = EBADF;
	return fd;
}
