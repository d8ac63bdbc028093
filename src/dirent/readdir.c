#include <errno.h>
#include "dirent_impl.h"
#include "syscall.h"
#include "libc.h"

/* Returns records straight from the getdents64 buffer: struct dirent is
   the kernel's record layout.  The end of the directory leaves errno
   alone; so does a directory removed while being read (ENOENT). */
struct dirent *readdir(DIR *d)
{
	struct dirent *de;
	long r;

	if (d->pos >= d->len) {
		r = __syscall(SYS_getdents64, d->fd, d->buf, sizeof d->buf);
		if (r <= 0) {
			if (r < 0 && r != -ENOENT)
				errno = -r;
			return 0;
		}
		d->len = r;
		d->pos = 0;
	}
	de = (struct dirent *)(d->buf + d->pos);
	d->pos += de->d_reclen;
	d->tell = de->d_off;
	return de;
}

weak_alias(readdir, readdir64);
