#include <unistd.h>
#include "dirent_impl.h"
#include "lock.h"
#include "syscall.h"

/* loc is a d_off cookie from telldir: the file system's position of the
   entry after the one telldir last saw. */
void seekdir(DIR *d, long loc)
{
	__lock(&d->lock);
	if (__syscall(SYS_lseek, d->fd, loc, SEEK_SET) >= 0) {
		d->pos = d->len = 0;
		d->tell = loc;
	}
	__unlock(&d->lock);
}
