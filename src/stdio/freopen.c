#include <errno.h>
#include <fcntl.h>
#include "stdio_impl.h"
#include "syscall.h"
#include "libc.h"

/* With a path: the new file takes over f's descriptor number, so that
   freopen(..., stdout) really redirects fd 1.  Without: the mode of the
   open descriptor changes (only O_APPEND and O_CLOEXEC can). */
FILE *freopen(const char *restrict path, const char *restrict mode, FILE *restrict f)
{
	int fl = __fmodeflags(mode), fd;
	long r;

	FLOCK(f);
	__fflush_one(f);
	if (fl < 0)
		goto fail;
	if (!path) {
		if (f->fd < 0) {
			errno = EBADF;
			goto fail;
		}
		r = __syscall(SYS_fcntl, f->fd, F_GETFL);
		if (r >= 0 && (((fl & O_ACCMODE) != O_WRONLY && (r & O_ACCMODE) == O_WRONLY) ||
			       ((fl & O_ACCMODE) != O_RDONLY && (r & O_ACCMODE) == O_RDONLY)))
			r = -EBADF;
		if (r >= 0)
			r = __syscall(SYS_fcntl, f->fd, F_SETFL, (r & ~O_APPEND) | (fl & O_APPEND));
		if (r >= 0)
			r = __syscall(SYS_fcntl, f->fd, F_SETFD, fl & O_CLOEXEC ? FD_CLOEXEC : 0);
		if (r < 0) {
			errno = -r;
			goto fail;
		}
		fd = f->fd;
	} else {
		int old = f->fd;
		if (f->close)
			f->close(f);
		fd = open(path, fl, 0666);
		if (fd < 0)
			goto fail;
		if (old >= 0 && fd != old) {
#ifdef SYS_dup3
			r = __syscall(SYS_dup3, fd, old, fl & O_CLOEXEC);
#else
			r = __syscall(SYS_dup2, fd, old);
#endif
			__syscall(SYS_close, fd);
			if (r < 0) {
				errno = -r;
				goto fail;
			}
			fd = old;
		}
	}
	{
		unsigned keep = f->flags & F_STATIC;
		unsigned char *buf = f->buf;
		size_t cap = f->bufcap;
		int lock = f->lock, owner = f->owner, count = f->lockcount;
		FILE *prev = f->prev, *next = f->next;
		__stdio_init(f, fd, fl, buf, cap);
		f->flags |= keep;
		f->lock = lock;
		f->owner = owner;
		f->lockcount = count;
		f->prev = prev;
		f->next = next;
	}
	FUNLOCK(f);
	return f;
fail:
	/* The stream is closed and can only be fclose'd. */
	f->rcur = f->rlim = f->wbase = f->wcur = f->wlim = 0;
	f->flags |= F_NORD | F_NOWR;
	f->close = 0;
	FUNLOCK(f);
	if (!(f->flags & F_STATIC))
		fclose(f);
	return 0;
}

weak_alias(freopen, freopen64);
