#include <ctype.h>
#include <string.h>
#include "bracket.h"

static const struct {
	char name[7];
	int (*test)(int);
} classes[] = {
	{ "alnum", isalnum }, { "alpha", isalpha }, { "blank", isblank },
	{ "cntrl", iscntrl }, { "digit", isdigit }, { "graph", isgraph },
	{ "lower", islower }, { "print", isprint }, { "punct", ispunct },
	{ "space", isspace }, { "upper", isupper }, { "xdigit", isxdigit },
};

hidden int __char_class(const char *name, size_t n, unsigned char c)
{
	for (size_t i = 0; i < sizeof classes / sizeof *classes; i++)
		if (strlen(classes[i].name) == n && !memcmp(classes[i].name, name, n))
			return !!classes[i].test(c);
	return -1;
}

/* One element's character at *pp: an escaped character, a collating
   symbol "[.c.]" or equivalence class "[=c=]" of one byte (the C locale
   has no others), or a plain byte.  -1 if malformed. */
static int element(const char **pp, int noescape)
{
	const char *p = *pp;

	if (*p == '\\' && !noescape && p[1]) {
		*pp = p + 2;
		return (unsigned char)p[1];
	}
	if (*p == '[' && (p[1] == '.' || p[1] == '=')) {
		if (!p[2] || p[3] != p[1] || p[4] != ']')
			return -1;
		*pp = p + 5;
		return (unsigned char)p[2];
	}
	if (!*p)
		return -1;
	*pp = p + 1;
	return (unsigned char)*p;
}

hidden int __bracket_match(const char *p, unsigned char c, int noescape, int casefold,
			   int regex, const char **end)
{
	int negate = 0, found = 0, bad_class = 0, bad_range = 0;
	unsigned char lc = tolower(c), uc = toupper(c);

	if (regex)
		noescape = 1;
	if (*p == '^' || (*p == '!' && !regex)) {
		negate = 1;
		p++;
	}
	/* a ']' right after the opening (or the negation) is a member */
	for (int first = 1; first || *p != ']'; first = 0) {
		if (!*p)
			return -1;
		if (p[0] == '[' && p[1] == ':') {
			const char *name = p + 2, *close = strstr(name, ":]");
			if (!close)
				return -1;
			int r = __char_class(name, close - name, c);
			if (r < 0)
				bad_class = 1;
			else if (r)  /* classes are not folded, as in glibc */
				found = 1;
			p = close + 2;
			continue;
		}
		int lo = element(&p, noescape), hi = lo;
		if (lo < 0)
			return -1;
		if (*p == '-' && p[1] && p[1] != ']') {
			p++;
			hi = element(&p, noescape);
			if (hi < 0)
				return -1;
			bad_range |= hi < lo;
		}
		if ((c >= lo && c <= hi) ||
		    (casefold && ((lc >= lo && lc <= hi) || (uc >= lo && uc <= hi))))
			found = 1;
	}
	*end = p + 1;
	if (bad_class)
		return -2;
	if (bad_range && regex == 2)
		return -3;
	return found != negate;
}
