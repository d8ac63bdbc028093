#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include "stdio_impl.h"

/* A buffered stream whose device is four caller functions.  A missing one
   behaves as documented for glibc: no read function reads end of file, no
   write function throws the output away, no seek function makes seeking
   fail (ESPIPE), no close function closes nothing. */
struct ck {
	void *cookie;
	cookie_io_functions_t io;
};

static size_t ckread(FILE *f, unsigned char *p, size_t n)
{
	struct ck *c = f->cookie;
	ssize_t r;

	if (!c->io.read) {
		f->flags |= F_EOF;
		return 0;
	}
	r = c->io.read(c->cookie, (char *)p, n);
	if (r > 0)
		return (size_t)r > n ? n : (size_t)r;
	f->flags |= r ? F_ERR : F_EOF;
	return 0;
}

/* Hands p[0..n) to the write function until it is all taken; the count
   taken before the function returned 0 or less (its error). */
static size_t give(FILE *f, struct ck *c, const unsigned char *p, size_t n)
{
	size_t done = 0;

	if (!c->io.write)
		return n;
	while (done < n) {
		ssize_t r = c->io.write(c->cookie, (const char *)p + done, n - done);
		if (r <= 0) {
			f->flags |= F_ERR;
			break;
		}
		done += (size_t)r > n - done ? n - done : (size_t)r;
	}
	return done;
}

static size_t ckwrite(FILE *f, const unsigned char *p, size_t n)
{
	struct ck *c = f->cookie;
	size_t pending = f->wbase ? (size_t)(f->wcur - f->wbase) : 0;
	int bad = pending && give(f, c, f->wbase, pending) < pending;

	/* Pending bytes that could not go out are dropped, as for files. */
	if (f->wbase)
		f->wbase = f->wcur = f->buf;
	if (bad)
		return 0;
	return give(f, c, p, n);
}

static off_t ckseek(FILE *f, off_t off, int whence)
{
	struct ck *c = f->cookie;
	off64_t pos = off;

	if (!c->io.seek) {
		errno = ESPIPE;
		return -1;
	}
	if (c->io.seek(c->cookie, &pos, whence) < 0)
		return -1;
	return pos;
}

static int ckclose(FILE *f)
{
	struct ck *c = f->cookie;

	return c->io.close ? c->io.close(c->cookie) : 0;
}

FILE *fopencookie(void *restrict cookie, const char *restrict mode, cookie_io_functions_t io)
{
	int fl = __fmodeflags(mode);
	FILE *f;
	struct ck *c;

	if (fl < 0)
		return 0;
	f = malloc(sizeof *f + sizeof *c + STDIO_UNGET + BUFSIZ);
	if (!f)
		return 0;
	c = (struct ck *)(f + 1);
	*c = (struct ck){ .cookie = cookie, .io = io };
	__stdio_init(f, -1, fl, (unsigned char *)(c + 1) + STDIO_UNGET, BUFSIZ);
	/* Where an append stream's writes land is the cookie's business. */
	f->flags &= ~(F_TTY | F_APPEND);
	f->read = ckread;
	f->write = ckwrite;
	f->seek = ckseek;
	f->close = ckclose;
	f->cookie = c;
	__stdio_link(f);
	return f;
}
