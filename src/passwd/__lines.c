#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include "passwd_impl.h"
#include "syscall.h"

hidden int __lines_open(struct __lines *r, const char *path)
{
	long fd = __syscall(SYS_openat, AT_FDCWD, path, O_RDONLY | O_CLOEXEC | O_LARGEFILE);

	r->fd = -1;
	if (fd < 0)
		return -fd;
	r->fd = fd;
	r->skipping = 0;
	r->pos = r->len = 0;
	return 0;
}

hidden void __lines_close(struct __lines *r)
{
	if (r->fd >= 0)
		__syscall(SYS_close, r->fd);
	r->fd = -1;
}

hidden char *__lines_next(struct __lines *r, int *err)
{
	char *nl, *line;
	long n;

	for (;;) {
		nl = memchr(r->buf + r->pos, '\n', r->len - r->pos);
		if (nl) {
			line = r->buf + r->pos;
			*nl = 0;
			r->pos = nl + 1 - r->buf;
			if (r->skipping) {
				r->skipping = 0;
				continue;
			}
			return line;
		}
		/* No complete line left: keep the partial one, read more. */
		if (r->skipping)
			r->pos = r->len;
		memmove(r->buf, r->buf + r->pos, r->len - r->pos);
		r->len -= r->pos;
		r->pos = 0;
		if (r->len == sizeof r->buf - 1) {
			r->skipping = 1;
			r->len = 0;
		}
		n = __syscall(SYS_read, r->fd, r->buf + r->len, sizeof r->buf - 1 - r->len);
		if (n < 0) {
			if (n == -EINTR)
				continue;
			*err = -n;
			return 0;
		}
		if (n == 0) {
			/* A last line without a newline still counts. */
			if (!r->len || r->skipping) {
				r->len = 0;
				return 0;
			}
			r->buf[r->len] = 0;
			r->pos = r->len;
			return r->buf;
		}
		r->len += n;
	}
}

hidden void __lines_unread(struct __lines *r, char *line, size_t n)
{
	size_t i;

	/* Parsing cut the fields apart: join them again. */
	for (i = 0; i < n; i++)
		if (!line[i])
			line[i] = ':';
	/* A last line without a newline ends at len: nothing was cut there. */
	if (line + n < r->buf + r->len)
		line[n] = '\n';
	r->pos = line - r->buf;
}
