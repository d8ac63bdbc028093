#include <unistd.h>
#include "dirent_impl.h"
#include "lock.h"
#include "syscall.h"

void rewinddir(DIR *d)
{
	__lock(&d->lock);
	__syscall(SYS_lseek, d->fd, 0, SEEK_SET);
	d->pos = d->len = 0;
	d->tell = 0;
	__unlock(&d->lock);
}
