#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include "locale_impl.h"

/* Each category's name as last given (glibc keeps the caller's spelling
   of "C.UTF-8" but reports "POSIX" as "C"). */
static char names[__LC_COUNT][__LC_NAME_MAX] = {
	"C", "C", "C", "C", "C", "C", "C", "C", "C", "C", "C", "C", "C",
};
/* LC_ALL's answer when the categories differ, glibc's format. */
static char composite[__LC_COUNT * (__LC_NAME_MAX + 19)];

static char *query_all(void)
{
	char *p = composite;
	int c, same = 1;

	for (c = 0; c < __LC_COUNT; c++)
		if (c != LC_ALL && strcmp(names[c], names[0]))
			same = 0;
	if (same)
		return names[0];
	for (c = 0; c < __LC_COUNT; c++) {
		if (c == LC_ALL)
			continue;
		if (p != composite)
			*p++ = ';';
		p = stpcpy(p, __locale_cat_names[c]);
		*p++ = '=';
		p = stpcpy(p, names[c]);
	}
	return composite;
}

/* Checks one name for category c and records it in want[c] (errno set
   when it is refused); the global state changes only once every
   category asked for has a valid name. */
static int pick(char want[][__LC_NAME_MAX], int c, const char *name, size_t len)
{
	char buf[__LC_NAME_MAX];
	int k;

	if (len >= sizeof buf) {
		errno = ENOENT;
		return -1;
	}
	memcpy(buf, name, len);
	buf[len] = 0;
	if ((k = __locale_kind(buf)) < 0) {
		errno = -k;
		return -1;
	}
	strcpy(want[c], k ? buf : "C");
	return k;
}

/* "LC_CTYPE=a;LC_NUMERIC=b;...": every category exactly once, as glibc
   requires of a string its own setlocale(LC_ALL, NULL) could give. */
static int parse_composite(char want[][__LC_NAME_MAX], const char *s)
{
	unsigned seen = 0;
	int c;

	while (*s) {
		const char *eq = strchr(s, '='), *end;
		if (!eq)
			return -1;
		for (c = 0; c < __LC_COUNT; c++)
			if (c != LC_ALL && strlen(__locale_cat_names[c]) == (size_t)(eq - s) &&
			    !memcmp(s, __locale_cat_names[c], eq - s))
				break;
		if (c == __LC_COUNT || seen & 1u << c)
			return -1;
		seen |= 1u << c;
		end = strchrnul(eq + 1, ';');
		if (pick(want, c, eq + 1, end - (eq + 1)) < 0)
			return -1;
		s = *end ? end + 1 : end;
	}
	return seen == LC_ALL_MASK ? 0 : -1;
}

char *setlocale(int category, const char *locale)
{
	char want[__LC_COUNT][__LC_NAME_MAX];
	unsigned utf8;
	int c;

	if (category < 0 || category >= __LC_COUNT) {
		errno = EINVAL;
		return 0;
	}
	if (!locale)
		return category == LC_ALL ? query_all() : names[category];

	memcpy(want, names, sizeof want);
	if (category == LC_ALL && strchr(locale, ';')) {
		if (parse_composite(want, locale) < 0) {
			errno = EINVAL;
			return 0;
		}
	} else {
		for (c = 0; c < __LC_COUNT; c++) {
			const char *n;
			if (c == LC_ALL || (category != LC_ALL && c != category))
				continue;
			n = *locale ? locale : __locale_env(c);
			if (pick(want, c, n, strlen(n)) < 0)
				return 0;
		}
	}

	memcpy(names, want, sizeof names);
	utf8 = 0;
	for (c = 0; c < __LC_COUNT; c++)
		if (c != LC_ALL && strcmp(names[c], "C"))
			utf8 |= 1u << c;
	/* One store: a thread reading the global locale concurrently sees
	   the old or the new set, never a mix within one call. */
	__atomic_store_n(&__locale_global.utf8, utf8, __ATOMIC_RELAXED);
	return category == LC_ALL ? query_all() : names[category];
}
