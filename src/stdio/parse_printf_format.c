#include <limits.h>
#include <printf.h>
#include <string.h>
#include "printf_impl.h"

/* Weak: conversions the program registered count only when it linked the
   registry. */
weak hidden int __printf_user_types(const struct printf_info *info, size_t n, int *argtypes);

struct walk {
	int *types;
	size_t n;
	size_t next;   /* arguments taken in order so far */
	size_t max;    /* highest argument number given with n$ */
};

static void put(struct walk *w, size_t pos, int t)
{
	if (!pos)
		pos = ++w->next;
	else if (pos > w->max)
		w->max = pos;
	if (pos <= w->n)
		w->types[pos - 1] = t;
}

/* A decimal number, INT_MAX when larger. */
static int number(const char **s)
{
	int v = 0;

	for (; **s >= '0' && **s <= '9'; (*s)++)
		v = v > (INT_MAX - 9) / 10 ? INT_MAX : v * 10 + (**s - '0');
	return v;
}

/* "n$": its number, or 0 (and nothing consumed) when absent. */
static size_t position(const char **s)
{
	const char *p = *s;
	int v = number(&p);

	if (p == *s || *p != '$')
		return 0;
	*s = p + 1;
	return v;
}

size_t parse_printf_format(const char *restrict format, size_t n, int *restrict argtypes)
{
	struct walk w = { argtypes, n, 0, 0 };
	const char *fmt = format;

	while ((fmt = strchr(fmt, '%'))) {
		struct printf_info info;
		size_t pos;
		int t, lng = 0, k, ut[16];

		if (*++fmt == '%') {
			fmt++;
			continue;
		}
		memset(&info, 0, sizeof info);
		info.prec = -1;
		info.pad = L' ';
		pos = position(&fmt);
		for (;; fmt++) {
			if (*fmt == '-') info.left = 1;
			else if (*fmt == '+') info.showsign = 1;
			else if (*fmt == ' ') info.space = 1;
			else if (*fmt == '#') info.alt = 1;
			else if (*fmt == '0') info.pad = L'0';
			else if (*fmt == '\'') info.group = 1;
			else if (*fmt == 'I') info.i18n = 1;
			else break;
		}
		if (*fmt == '*') {
			fmt++;
			put(&w, position(&fmt), PA_INT);
		} else {
			info.width = number(&fmt);
		}
		if (*fmt == '.') {
			info.prec = 0;
			if (*++fmt == '*') {
				fmt++;
				put(&w, position(&fmt), PA_INT);
			} else {
				info.prec = number(&fmt);
			}
		}
		for (;; fmt++) {
			if (*fmt == 'h')
				lng = lng == 'h' ? 'H' : 'h';
			else if (*fmt == 'l' || *fmt == 'j' || *fmt == 'z' || *fmt == 'Z' || *fmt == 't')
				lng = lng == 'l' && *fmt == 'l' ? 'q' : 'l';
			else if (*fmt == 'q' || *fmt == 'L')
				lng = *fmt;
			else
				break;
		}
		if (!*fmt)
			break;
		info.spec = (unsigned char)*fmt++;
		info.is_char = lng == 'H';
		info.is_short = lng == 'h';
		/* long long is long's size on every arch weft has */
		info.is_long = lng == 'l' || lng == 'q';
		info.is_long_double = lng == 'L';
		switch (info.spec) {
		case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'n':
			t = info.is_char ? PA_CHAR : PA_INT;
			if (info.is_short)
				t |= PA_FLAG_SHORT;
			if (info.is_long || info.is_long_double)
				t |= PA_FLAG_LONG;
			if (info.spec == 'n')
				t = t == PA_INT ? PA_INT | PA_FLAG_PTR : t | PA_FLAG_PTR;
			break;
		case 'c': case 'C':
			t = info.is_long || info.spec == 'C' ? PA_WCHAR : PA_CHAR;
			break;
		case 's': case 'S':
			t = info.is_long || info.spec == 'S' ? PA_WSTRING : PA_STRING;
			break;
		case 'p':
			t = PA_POINTER;
			break;
		case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
			t = PA_DOUBLE | (info.is_long_double ? PA_FLAG_LONG_DOUBLE : 0);
			break;
		default:
			/* %m and unknown letters take nothing; registered ones
			   what their arginfo says. */
			k = __printf_user_types ? __printf_user_types(&info, 16, ut) : -1;
			for (int i = 0; i < k && i < 16; i++)
				put(&w, pos && i ? pos + i : pos, ut[i]);
			continue;
		}
		put(&w, pos, t);
	}
	return w.max > w.next ? w.max : w.next;
}
