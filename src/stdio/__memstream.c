#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

/* The write-only stream of open_memstream (elements of one byte) and
   open_wmemstream (of a wchar_t): a growing array of elements, always
   ended by a zero one.  Every write, seek and fclose brings *bufp and
   *sizep up to date, the size being the smaller of the position and the
   length, in elements.  Every element past the length is zero: the array
   is zeroed as it grows and only a write that moves the length writes
   past it.  So the array is always ended by a zero element, and a seek
   past the end leaves zeros behind once something is written there. */
struct ms {
	void *bufp;                     /* a char ** or a wchar_t ** */
	size_t *sizep;
	unsigned char *mem;
	int shift;                      /* an element is 1 << shift bytes */
	size_t cap, len, pos;           /* in elements */
	size_t npart;                   /* bytes of the next element so far */
	unsigned char part[sizeof(wchar_t)];
};

/* The first array's size, in elements. */
#define FIRST_CAP 64

static void publish(struct ms *m)
{
	/* Whichever pointer type *bufp has, it is represented as mem is. */
	__builtin_memcpy(m->bufp, &m->mem, sizeof m->mem);
	*m->sizep = m->pos < m->len ? m->pos : m->len;
}

/* n elements at the position; the array at least doubles when it
   grows, keeping room for the zero element after the length. */
static int put(struct ms *m, const unsigned char *p, size_t n)
{
	int sh = m->shift;
	size_t need = m->pos + n + 1;

	if (!n)
		return 0;
	if (need > m->cap) {
		size_t cap = m->cap * 2;
		unsigned char *q;
		if (cap < need)
			cap = need;
		if (need <= n || cap > SIZE_MAX >> sh)
			return -1;
		q = realloc(m->mem, cap << sh);
		if (!q)
			return -1;
		memset(q + (m->cap << sh), 0, (cap - m->cap) << sh);
		m->mem = q;
		m->cap = cap;
	}
	memcpy(m->mem + (m->pos << sh), p, n << sh);
	m->pos += n;
	if (m->pos > m->len)
		m->len = m->pos;
	return 0;
}

/* Bytes into elements: whole ones straight from p, one split between
   two writes gathered in part.  (Byte output on a wide stream, undefined
   in C, lands in its elements too.) */
static int take(struct ms *m, const unsigned char *p, size_t n)
{
	size_t es = (size_t)1 << m->shift, whole;

	if (es == 1)
		return put(m, p, n);
	for (; n && m->npart; n--) {
		m->part[m->npart++] = *p++;
		if (m->npart < es)
			continue;
		m->npart = 0;
		if (put(m, m->part, 1))
			return -1;
	}
	if (!n)
		return 0;
	whole = n >> m->shift;
	if (put(m, p, whole))
		return -1;
	m->npart = n & (es - 1);
	memcpy(m->part, p + (whole << m->shift), m->npart);
	return 0;
}

static size_t mswrite(FILE *f, const unsigned char *p, size_t n)
{
	struct ms *m = f->cookie;
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

/* In elements, up to what half the address space holds (so that off_t
   holds it too). */
static off_t msseek(FILE *f, off_t off, int whence)
{
	struct ms *m = f->cookie;
	off_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (off_t)m->pos : (off_t)m->len;
	off_t most = (off_t)(SIZE_MAX >> 1 >> m->shift);

	if (off < -base || off > most - base) {
		errno = EINVAL;
		return -1;
	}
	m->pos = base + off;
	m->npart = 0;
	publish(m);
	return m->pos;
}

static int msclose(FILE *f)
{
	publish(f->cookie);
	return 0;
}

hidden FILE *__memstream_open(void *bufp, size_t *sizep, size_t esize, size_t bufsize)
{
	FILE *f;
	struct ms *m;
	unsigned char *mem;

	if (!bufp || !sizep) {
		errno = EINVAL;
		return 0;
	}
	f = malloc(sizeof *f + sizeof *m + STDIO_UNGET + bufsize);
	if (!f)
		return 0;
	mem = calloc(FIRST_CAP, esize);
	if (!mem) {
		free(f);
		return 0;
	}
	m = (struct ms *)(f + 1);
	__stdio_init(f, -1, O_WRONLY, (unsigned char *)(m + 1) + STDIO_UNGET, bufsize);
	f->flags &= ~F_TTY;
	f->write = mswrite;
	f->read = 0;
	f->seek = msseek;
	f->close = msclose;
	f->cookie = m;
	*m = (struct ms){ .bufp = bufp, .sizep = sizep, .mem = mem,
			  .shift = __builtin_ctzl(esize), .cap = FIRST_CAP };
	publish(m);
	return f;
}
