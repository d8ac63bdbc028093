#include <stdlib.h>
#include <unistd.h>
#include "dirent_impl.h"

int closedir(DIR *d)
{
	int r = close(d->fd);

	free(d);
	return r;
}
