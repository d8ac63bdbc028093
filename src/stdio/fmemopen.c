#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

/* A stream over size bytes of memory.  len is the current contents (all
   of it for "r", none for "w", up to the first NUL for "a"); writes past
   the end of the memory are cut short; a NUL follows written data when
   there is room. */
struct mem {
	unsigned char *mem;
	size_t size, len, pos;
	int append;
};

#define MEMBUF 1024

static size_t mread(FILE *f, unsigned char *p, size_t n)
{
	struct mem *m = f->cookie;
	size_t k = m->pos < m->len ? m->len - m->pos : 0;

	if (k > n)
		k = n;
	if (!k) {
		f->flags |= F_EOF;
		return 0;
	}
	memcpy(p, m->mem + m->pos, k);
	m->pos += k;
	return k;
}

static size_t put(struct mem *m, const unsigned char *p, size_t n)
{
	size_t k;

	if (m->append)
		m->pos = m->len;
	k = m->size - m->pos;
	if (k > n)
		k = n;
	memcpy(m->mem + m->pos, p, k);
	m->pos += k;
	if (m->pos > m->len) {
		m->len = m->pos;
		if (m->len < m->size)
			m->mem[m->len] = 0;
	}
	return k;
}

static size_t mwrite(FILE *f, const unsigned char *p, size_t n)
{
	struct mem *m = f->cookie;
	size_t pending = f->wbase ? (size_t)(f->wcur - f->wbase) : 0, k;

	if (f->wbase)
		f->wcur = f->wbase;
	if (pending && put(m, f->wbase, pending) < pending) {
		f->flags |= F_ERR;
		errno = ENOSPC;
		return 0;
	}
	k = put(m, p, n);
	if (k < n) {
		f->flags |= F_ERR;
		errno = ENOSPC;
	}
	return k;
}

static off_t mseek(FILE *f, off_t off, int whence)
{
	struct mem *m = f->cookie;
	off_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (off_t)m->pos : (off_t)m->len;

	if (off < -base || off > (off_t)m->size - base) {
		errno = EINVAL;
		return -1;
	}
	m->pos = base + off;
	return m->pos;
}

static int mclose(FILE *f)
{
	(void)f;
	return 0;
}

FILE *fmemopen(void *restrict buf, size_t size, const char *restrict mode)
{
	int fl = __fmodeflags(mode);
	size_t own = buf ? 0 : size;
	FILE *f;
	struct mem *m;
	unsigned char *b;

	if (fl < 0)
		return 0;
	if (!size || (!buf && (fl & O_ACCMODE) != O_RDWR)) {
		errno = EINVAL;
		return 0;
	}
	f = malloc(sizeof *f + sizeof *m + STDIO_UNGET + MEMBUF + own);
	if (!f)
		return 0;
	m = (struct mem *)(f + 1);
	b = (unsigned char *)(m + 1) + STDIO_UNGET;
	__stdio_init(f, -1, fl, b, MEMBUF);
	f->flags &= ~F_TTY;
	f->read = mread;
	f->write = mwrite;
	f->seek = mseek;
	f->close = mclose;
	f->cookie = m;
	*m = (struct mem){ .mem = buf ? buf : b + MEMBUF, .size = size };
	if (!buf)
		memset(m->mem, 0, size);
	switch (*mode) {
	case 'r':
		m->len = size;
		break;
	case 'w':
		m->mem[0] = 0;
		break;
	case 'a':
		m->append = 1;
		while (m->len < size && m->mem[m->len])
			m->len++;
		m->pos = m->len;
		break;
	}
	__stdio_link(f);
	return f;
}
