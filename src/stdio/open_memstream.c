#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

/* A write-only stream into a growing, NUL-terminated buffer; *bufp and
   *sizep are brought up to date by every fflush and by fclose.  The size
   reported is the smaller of the position and the length. */
struct ms {
	char **bufp;
	size_t *sizep;
	char *mem;
	size_t cap, len, pos;
};

#define MSBUF 1024

static void publish(struct ms *m)
{
	*m->bufp = m->mem;
	*m->sizep = m->pos < m->len ? m->pos : m->len;
}

static int put(struct ms *m, const unsigned char *p, size_t n)
{
	if (!n)
		return 0;
	if (m->pos + n + 1 > m->cap) {
		size_t cap = m->cap * 2;
		char *q;
		if (cap < m->pos + n + 1)
			cap = m->pos + n + 1;
		q = realloc(m->mem, cap);
		if (!q)
			return -1;
		memset(q + m->cap, 0, cap - m->cap);
		m->mem = q;
		m->cap = cap;
	}
	memcpy(m->mem + m->pos, p, n);
	m->pos += n;
	if (m->pos > m->len)
		m->len = m->pos;
	m->mem[m->len] = 0;
	return 0;
}

static size_t mswrite(FILE *f, const unsigned char *p, size_t n)
{
	struct ms *m = f->cookie;
	size_t pending = f->wbase ? (size_t)(f->wcur - f->wbase) : 0;
	int bad;

	if (f->wbase)
		f->wcur = f->wbase;
	bad = put(m, f->wbase, pending) || put(m, p, n);
	publish(m);
	if (bad) {
		f->flags |= F_ERR;
		errno = ENOMEM;
		return 0;
	}
	return n;
}

static off_t msseek(FILE *f, off_t off, int whence)
{
	struct ms *m = f->cookie;
	off_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (off_t)m->pos : (off_t)m->len;

	if (off < -base) {
		errno = EINVAL;
		return -1;
	}
	m->pos = base + off;
	publish(m);
	return m->pos;
}

static int msclose(FILE *f)
{
	publish(f->cookie);
	return 0;
}

FILE *open_memstream(char **bufp, size_t *sizep)
{
	FILE *f;
	struct ms *m;
	char *mem;

	if (!bufp || !sizep) {
		errno = EINVAL;
		return 0;
	}
	f = malloc(sizeof *f + sizeof *m + STDIO_UNGET + MSBUF);
	if (!f)
		return 0;
	mem = calloc(1, 64);
	if (!mem) {
		free(f);
		return 0;
	}
	m = (struct ms *)(f + 1);
	__stdio_init(f, -1, O_WRONLY, (unsigned char *)(m + 1) + STDIO_UNGET, MSBUF);
	f->flags &= ~F_TTY;
	f->write = mswrite;
	f->read = 0;
	f->seek = msseek;
	f->close = msclose;
	f->cookie = m;
	*m = (struct ms){ .bufp = bufp, .sizep = sizep, .mem = mem, .cap = 64 };
	publish(m);
	__stdio_link(f);
	return f;
}
