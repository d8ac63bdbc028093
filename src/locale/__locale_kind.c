#include <errno.h>
#include <string.h>
#include "locale_impl.h"

static int lower(unsigned c) { return c >= 'a' && c <= 'z'; }
static int upper(unsigned c) { return c >= 'A' && c <= 'Z'; }
static int digit(unsigned c) { return c >= '0' && c <= '9'; }

/* The part of a name before its codeset: "C", or a language of two or
   three lower-case letters with an optional territory, two upper-case
   letters or three digits ("en", "pt_BR", "es_419").  Returns its
   length, or 0 when it is neither. */
static size_t lang_len(const char *s)
{
	size_t n = 0;

	if (s[0] == 'C')
		return 1;
	while (lower(s[n]) && n < 3)
		n++;
	if (n < 2)
		return 0;
	if (s[n] != '_')
		return n;
	if (upper(s[n + 1]) && upper(s[n + 2]))
		return n + 3;
	if (digit(s[n + 1]) && digit(s[n + 2]) && digit(s[n + 3]))
		return n + 4;
	return 0;
}

/* 0 for "C" and "POSIX", 1 for a UTF-8 locale, -ENOENT for a name weft
   has no locale for, -EINVAL for one no locale can have (with '/', ';'
   or '=' in it), the error numbers glibc gives.  weft carries no locale data, so every UTF-8 locale is
   the C conventions with UTF-8 characters: "C.UTF-8", and also
   "en_US.UTF-8", "de_DE.utf8@euro" and the like, so that a program run
   with such a LANG handles UTF-8 text as it would with glibc's locale
   installed (docs/porting.md).  Names without a codeset ("de_DE") or
   with another one are refused, as is any name with '/' in it.  As
   glibc does, the codeset is compared after dropping everything but
   letters and digits and folding case: "UTF-8", "utf8" and "Utf_8" are
   one name. */
hidden int __locale_kind(const char *name)
{
	static const char want[] = "utf8";
	const char *p;
	size_t k = 0, n;

	if (!strcmp(name, "C") || !strcmp(name, "POSIX"))
		return 0;
	if (strpbrk(name, "/;="))
		return -EINVAL;
	if (strlen(name) >= __LC_NAME_MAX || !(n = lang_len(name)) || name[n] != '.')
		return -ENOENT;
	for (p = name + n + 1; *p && *p != '@'; p++) {
		unsigned char c = *p;
		if (upper(c))
			c += 'a' - 'A';
		else if (!lower(c) && !digit(c))
			continue;
		if (k >= sizeof want - 1 || c != (unsigned char)want[k])
			return -ENOENT;
		k++;
	}
	if (k != sizeof want - 1)
		return -ENOENT;
	/* A modifier ("@euro", "@latin") on a language, not on "C". */
	if (*p) {
		if (n == 1 || !p[1])
			return -ENOENT;
		while (*++p)
			if (!lower(*p) && !upper(*p) && !digit(*p))
				return -ENOENT;
	}
	return 1;
}
