#include <stdlib.h>
#include "dirent_impl.h"

hidden DIR *__dir_new(int fd)
{
	DIR *d = malloc(sizeof *d);

	if (!d)
		return 0;
	d->fd = fd;
	d->lock = 0;
	d->pos = d->len = 0;
	d->tell = 0;
	__dir_link(d);
	return d;
}
