#include <string.h>
#include <wchar.h>
#include "format.h"

struct dest {
	wchar_t *p;
	size_t left;            /* room before the terminator's place */
};

/* What does not fit stops the formatting: the result is then -1 (glibc
   leaves errno alone). */
static int put(void *ctx, const wchar_t *w, size_t n)
{
	struct dest *d = ctx;
	size_t k = n < d->left ? n : d->left;
	wmemcpy(d->p, w, k);
	d->p += k;
	d->left -= k;
	return k < n;
}

/* Unlike snprintf, output that does not fit all of n wide characters
   (terminator included) is a failure, but the array is still terminated
   after what fitted. */
int vswprintf(wchar_t *restrict s, size_t n, const wchar_t *restrict fmt, va_list ap)
{
	struct dest d;
	int r;

	if (!n)
		return -1;
	d.p = s;
	d.left = n - 1;
	r = __vwformat(fmt, ap, put, &d);
	*d.p = 0;
	return r;
}
