#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "locale_impl.h"
#include "lock.h"

/* Changes of the global locale take turns; queries take no lock. */
LOCK_DEFINE(static, lock, LOCK_LEVEL_STATE);

/* Every name setlocale has answered with is kept for the life of the
   process, and each category's current name (and LC_ALL's, glibc's
   composite when the categories differ) is a pointer to one: a thread
   asking while another changes the locale gets the old answer or the
   new one, whole, and the string stays valid (gnulib's
   setlocale_null-mt tests count on this, as glibc gives it).  glibc
   keeps the caller's spelling of "C.UTF-8" but reports "POSIX" as
   "C". */
struct interned {
	struct interned *next;
	char s[];
};
static struct interned *interned;
static const char *cur[__LC_COUNT] = {
	"C", "C", "C", "C", "C", "C", "C", "C", "C", "C", "C", "C", "C",
};

/* The kept copy of s, made if needed; null without memory. */
static const char *keep(const char *s)
{
	struct interned *i;
	size_t n = strlen(s) + 1;

	if (!strcmp(s, "C"))
		return "C";
	for (i = interned; i; i = i->next)
		if (!strcmp(i->s, s))
			return i->s;
	if (!(i = malloc(sizeof *i + n)))
		return 0;
	memcpy(i->s, s, n);
	i->next = interned;
	interned = i;
	return i->s;
}

/* LC_ALL's answer for the category names in want. */
static const char *all_name(char want[][__LC_NAME_MAX])
{
	char composite[__LC_COUNT * (__LC_NAME_MAX + 19)], *p = composite;
	int c, same = 1;

	for (c = 0; c < __LC_COUNT; c++)
		if (c != LC_ALL && strcmp(want[c], want[0]))
			same = 0;
	if (same)
		return keep(want[0]);
	for (c = 0; c < __LC_COUNT; c++) {
		if (c == LC_ALL)
			continue;
		if (p != composite)
			*p++ = ';';
		p = stpcpy(p, __locale_cat_names[c]);
		*p++ = '=';
		p = stpcpy(p, want[c]);
	}
	return keep(composite);
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

/* Under the lock: want[c] becomes every category's new name; 0, or -1
   with errno. */
static int choose(char want[][__LC_NAME_MAX], int category, const char *locale)
{
	for (int c = 0; c < __LC_COUNT; c++)
		strcpy(want[c], cur[c == LC_ALL ? 0 : c]);
	if (category == LC_ALL && strchr(locale, ';')) {
		if (parse_composite(want, locale) < 0) {
			errno = EINVAL;
			return -1;
		}
		return 0;
	}
	for (int c = 0; c < __LC_COUNT; c++) {
		const char *n;
		if (c == LC_ALL || (category != LC_ALL && c != category))
			continue;
		n = *locale ? locale : __locale_env(c);
		if (pick(want, c, n, strlen(n)) < 0)
			return -1;
	}
	return 0;
}

char *setlocale(int category, const char *locale)
{
	char want[__LC_COUNT][__LC_NAME_MAX];
	const char *now[__LC_COUNT];
	unsigned utf8 = 0;
	int c;

	if (category < 0 || category >= __LC_COUNT) {
		errno = EINVAL;
		return 0;
	}
	if (!locale)
		return (char *)__atomic_load_n(&cur[category], __ATOMIC_ACQUIRE);

	__lock(&lock);
	if (choose(want, category, locale) < 0)
		goto fail;
	for (c = 0; c < __LC_COUNT; c++) {
		if (!(now[c] = c == LC_ALL ? all_name(want) : keep(want[c]))) {
			errno = ENOMEM;
			goto fail;
		}
		if (c != LC_ALL && strcmp(now[c], "C"))
			utf8 |= 1u << c;
	}
	for (c = 0; c < __LC_COUNT; c++)
		__atomic_store_n(&cur[c], now[c], __ATOMIC_RELEASE);
	/* One store: a thread reading the global locale concurrently sees
	   the old or the new set, never a mix within one call. */
	__atomic_store_n(&__locale_global.utf8, utf8, __ATOMIC_RELAXED);
	__unlock(&lock);
	return (char *)now[category];
fail:
	__unlock(&lock);
	return 0;
}
