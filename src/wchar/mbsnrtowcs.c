#include <wchar.h>

/* Converts at most nms bytes of *src.  A character cut by that limit is
   kept in *ps (its bytes count as consumed), so that a caller converting
   a buffer piece by piece loses nothing at the seams. */
size_t mbsnrtowcs(wchar_t *restrict dst, const char **restrict src, size_t nms, size_t len,
		  mbstate_t *restrict ps)
{
	static mbstate_t own;
	const char *s = *src;
	size_t cnt = 0;

	if (!ps)
		ps = &own;
	while (nms && (!dst || cnt < len)) {
		size_t r = mbrtowc(dst ? dst + cnt : 0, s, nms, ps);
		if (r == (size_t)-1) {
			if (dst)
				*src = s;
			return r;
		}
		if (r == (size_t)-2) {
			s += nms;
			break;
		}
		if (r == 0) {
			if (dst)
				*src = 0;
			return cnt;
		}
		s += r;
		nms -= r;
		cnt++;
	}
	if (dst)
		*src = s;
	return cnt;
}
