#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "stdio_impl.h"

/* open_memstream for wide characters: a wide-oriented, write-only stream
   into a growing array of wchar_t ended by L'\0'.  Wide output reaches
   the device unconverted (F_WRAW), so any character goes in whatever the
   locale.  The stream is unbuffered, which keeps the device's position,
   counted in wide characters, the stream's: ftell adds no pending bytes.
   A seek past the end leaves zeros behind when something is written
   there; fflush and fclose report the smaller of position and length. */
struct wms {
	wchar_t **bufp;
	size_t *sizep;
	wchar_t *mem;
	size_t cap, len, pos;           /* in wide characters */
	unsigned char part[sizeof(wchar_t)];
	size_t npart;                   /* bytes of a wchar_t still to come */
};

static void publish(struct wms *m)
{
	*m->bufp = m->mem;
	*m->sizep = m->pos < m->len ? m->pos : m->len;
}

static int put(struct wms *m, wchar_t wc)
{
	if (m->pos + 2 > m->cap) {
		size_t cap = m->cap * 2;
		wchar_t *q;
		if (cap < m->pos + 2)
			cap = m->pos + 2;
		if (cap > (size_t)-1 / sizeof *q)
			return -1;
		q = realloc(m->mem, cap * sizeof *q);
		if (!q)
			return -1;
		wmemset(q + m->cap, 0, cap - m->cap);
		m->mem = q;
		m->cap = cap;
	}
	m->mem[m->pos++] = wc;
	if (m->pos > m->len)
		m->len = m->pos;
	m->mem[m->len] = 0;
	return 0;
}

/* Bytes gather into wchar_t values (byte output on this wide stream,
   undefined in C, lands in them too). */
static int take(struct wms *m, const unsigned char *p, size_t n)
{
	for (; n; n--) {
		wchar_t wc;
		m->part[m->npart++] = *p++;
		if (m->npart < sizeof wc)
			continue;
		m->npart = 0;
		memcpy(&wc, m->part, sizeof wc);
		if (put(m, wc))
			return -1;
	}
	return 0;
}

static size_t wmswrite(FILE *f, const unsigned char *p, size_t n)
{
	struct wms *m = f->cookie;
	size_t pending = f->wbase ? (size_t)(f->wcur - f->wbase) : 0;
	int bad;

	if (f->wbase)
		f->wcur = f->wbase;
	bad = take(m, f->wbase, pending) || take(m, p, n);
	publish(m);
	if (bad) {
		f->flags |= F_ERR;
		errno = ENOMEM;
		return 0;
	}
	return n;
}

static off_t wmsseek(FILE *f, off_t off, int whence)
{
	struct wms *m = f->cookie;
	off_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (off_t)m->pos : (off_t)m->len;

	if (off < -base || off > (off_t)(SIZE_MAX / sizeof(wchar_t)) - base) {
		errno = EINVAL;
		return -1;
	}
	m->pos = base + off;
	m->npart = 0;
	publish(m);
	return m->pos;
}

static int wmsclose(FILE *f)
{
	publish(f->cookie);
	return 0;
}

FILE *open_wmemstream(wchar_t **bufp, size_t *sizep)
{
	FILE *f;
	struct wms *m;
	wchar_t *mem;

	if (!bufp || !sizep) {
		errno = EINVAL;
		return 0;
	}
	f = malloc(sizeof *f + sizeof *m + STDIO_UNGET + 1);
	if (!f)
		return 0;
	mem = calloc(16, sizeof *mem);
	if (!mem) {
		free(f);
		return 0;
	}
	m = (struct wms *)(f + 1);
	__stdio_init(f, -1, O_WRONLY, (unsigned char *)(m + 1) + STDIO_UNGET, 1);
	f->flags = (f->flags & ~F_TTY) | F_WRAW;
	f->bufmode = _IONBF;
	f->orient = 1;
	f->write = wmswrite;
	f->read = 0;
	f->seek = wmsseek;
	f->close = wmsclose;
	f->cookie = m;
	*m = (struct wms){ .bufp = bufp, .sizep = sizep, .mem = mem, .cap = 16 };
	publish(m);
	__stdio_link(f);
	return f;
}
