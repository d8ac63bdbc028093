#include <stdlib.h>
#include <unistd.h>
#include "dirent_impl.h"

int closedir(DIR *d)
{
	int r;

	__dir_unlink(d);
	r = close(d->fd);
	free(d);
	return r;
}
