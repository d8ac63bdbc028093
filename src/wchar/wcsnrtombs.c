#include <string.h>
#include <wchar.h>

/* A character that would not fit whole in the len bytes left is not
   stored: conversion stops before it, *src pointing at it. */
size_t wcsnrtombs(char *restrict dst, const wchar_t **restrict src, size_t nwc, size_t len,
		  mbstate_t *restrict ps)
{
	const wchar_t *w = *src;
	size_t cnt = 0, r;
	char buf[4];

	for (; nwc; w++, nwc--) {
		if (dst && len - cnt >= sizeof buf) {
			r = wcrtomb(dst + cnt, *w, ps);
		} else {
			r = wcrtomb(buf, *w, ps);
			if (dst && r != (size_t)-1) {
				if (r > len - cnt)
					break;
				memcpy(dst + cnt, buf, r);
			}
		}
		if (r == (size_t)-1) {
			if (dst)
				*src = w;
			return r;
		}
		if (!*w) {
			if (dst)
				*src = 0;
			return cnt;
		}
		cnt += r;
	}
	if (dst)
		*src = w;
	return cnt;
}
