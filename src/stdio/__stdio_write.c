#include <errno.h>
#include "stdio_impl.h"
#include "syscall.h"

struct iov { const void *base; size_t len; };

/* Sends the pending buffer and then p[0..n) with as few writev calls as
   the kernel allows.  On failure the pending bytes are dropped, F_ERR is
   set and the count of p's bytes that did go out is returned.  Not a
   cancellation point (POSIX lets output functions be one or not): a
   program that prints links no cancellable call site.  wbase follows the
   pending bytes as they go out and is the buffer's start again once they
   are gone. */
hidden size_t __stdio_write(FILE *f, const unsigned char *p, size_t n)
{
	struct iov v[2];
	struct iov *iv = v;
	int cnt = 2;
	size_t pending = f->wbase ? (size_t)(f->wcur - f->wbase) : 0;

	v[0].base = f->wbase;
	v[0].len = pending;
	v[1].base = p;
	v[1].len = n;
	if (!pending) {
		iv++;
		cnt--;
	}
	while (cnt && iv->len) {
		long r = __syscall(SYS_writev, f->fd, iv, cnt);
		if (r < 0) {
			f->flags |= F_ERR;
			errno = -r;
			n = cnt == 2 ? 0 : n - iv->len;
			break;
		}
		if (cnt == 2)
			f->wbase += (size_t)r < iv->len ? (size_t)r : iv->len;
		while (cnt && (size_t)r >= iv->len) {
			r -= iv->len;
			iv++;
			cnt--;
		}
		if (cnt) {
			iv->base = (const char *)iv->base + r;
			iv->len -= r;
		}
	}
	if (f->wbase)
		f->wbase = f->wcur = f->buf;
	return n;
}
