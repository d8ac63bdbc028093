#include <ctype.h>
#include <fnmatch.h>
#include "bracket.h"

/*
 * Matching keeps one resumption point: the most recent '*' and where in
 * the name it started.  On a mismatch the star takes one more character
 * and matching resumes after it.  Going back to an earlier star is never
 * needed: whatever the earlier star could absorb, the later one can
 * absorb as well (and with FNM_PATHNAME no star crosses a '/', so the
 * '/' between two stars pins the earlier one's segment).  The time is
 * thus at most pattern length times name length, never exponential.
 */

/* Whether s is a period that FNM_PERIOD keeps from wildcards. */
static int leading_period(const char *name, const char *s, int flags)
{
	if (*s != '.' || !(flags & FNM_PERIOD))
		return 0;
	return s == name || ((flags & FNM_PATHNAME) && s[-1] == '/');
}

/* Returns 0 if name matches pattern, FNM_NOMATCH if not (also for a
   malformed pattern, such as an unknown character class).  Thread-safe
   and async-signal-safe. */
int fnmatch(const char *pattern, const char *name, int flags)
{
	const char *p = pattern, *s = name, *star_p = 0, *star_s = 0;
	int noescape = flags & FNM_NOESCAPE, fold = flags & FNM_CASEFOLD;

	for (;;) {
		const char *next;
		int r;

		switch (*p) {
		case 0:
			if (!*s || ((flags & FNM_LEADING_DIR) && *s == '/'))
				return 0;
			goto mismatch;
		case '*':
			while (*p == '*')
				p++;
			star_p = p;
			star_s = s;
			continue;
		case '?':
			if (!*s || ((flags & FNM_PATHNAME) && *s == '/') || leading_period(name, s, flags))
				goto mismatch;
			p++;
			s++;
			continue;
		case '[':
			if (!*s)
				goto mismatch;
			r = __bracket_match(p + 1, (unsigned char)*s, noescape, fold, 0, &next);
			if (r == -2)
				return FNM_NOMATCH;
			if (r >= 0) {
				if (!r || ((flags & FNM_PATHNAME) && *s == '/') ||
				    leading_period(name, s, flags))
					goto mismatch;
				p = next;
				s++;
				continue;
			}
			break;  /* no closing ']': an ordinary '[' */
		case '\\':
			if (!noescape && p[1])
				p++;
			break;
		}
		/* an ordinary character */
		if (*p != *s && (!fold || tolower((unsigned char)*p) != tolower((unsigned char)*s)))
			goto mismatch;
		p++;
		s++;
		continue;
mismatch:
		/* let the last star absorb one more character, if it may */
		if (!star_p || !*star_s || ((flags & FNM_PATHNAME) && *star_s == '/') ||
		    leading_period(name, star_s, flags))
			return FNM_NOMATCH;
		p = star_p;
		s = ++star_s;
	}
}
