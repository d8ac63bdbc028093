#include <ctype.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include "bracket.h"

/*
 * Matching keeps one resumption point: the most recent '*' and where in
 * the name it started.  On a mismatch the star takes one more character
 * and matching resumes after it.  Going back to an earlier star is never
 * needed: whatever the earlier star could absorb, the later one can
 * absorb as well (and with FNM_PATHNAME no star crosses a '/', so the
 * '/' between two stars pins the earlier one's segment).  The time is
 * thus at most pattern length times name length, never exponential.
 *
 * FNM_EXTMATCH groups ("@(a|b)" ...) match a variable length, so a group
 * is decided by trying each split of the rest of the name: the group
 * takes name[s..m) and the rest of the pattern must take name[m..end),
 * checked by a recursive call that is exact.  The star before the group
 * then resumes as above.  The name and the pattern are both bounded by
 * end pointers, since an alternative is a piece of the pattern matched
 * against a piece of the name.  Wildcards inside a group see the real
 * position in the name, so FNM_PERIOD and FNM_PATHNAME act as outside.
 */

/* Deeper nesting (groups inside or after groups) fails with -1 instead
   of exhausting the stack. */
#define MAX_DEPTH 200

struct fnm {
	const char *name;  /* the whole name, for FNM_PERIOD */
	int flags, depth;
};

static int match(const char *p, const char *pend, const char *s, const char *send,
		 struct fnm *f);

/* Whether s is a period that FNM_PERIOD keeps from wildcards. */
static int leading_period(const char *name, const char *s, int flags)
{
	if (*s != '.' || !(flags & FNM_PERIOD))
		return 0;
	return s == name || ((flags & FNM_PATHNAME) && s[-1] == '/');
}

/* Whether p (before pend) opens an extended group "X(". */
static int opens_group(const char *p, const char *pend, int flags)
{
	return (flags & FNM_EXTMATCH) && pend - p >= 2 && p[1] == '(' &&
	       memchr("?*+@!", *p, 5);
}

/* The first ')' (or, with bar, '|') at this nesting level in [p, pend),
   skipping bracket expressions, escapes and inner groups; 0 if none. */
static const char *scan(const char *p, const char *pend, int bar, int flags)
{
	int level = 0;
	const char *next;

	for (; p < pend; p++) {
		if (*p == '\\' && !(flags & FNM_NOESCAPE) && p + 1 < pend) {
			p++;
		} else if (*p == '[') {
			if (__bracket_match(p + 1, 0, flags & FNM_NOESCAPE, 0, 0, &next) != -1 &&
			    next <= pend)
				p = next - 1;
		} else if (opens_group(p, pend, flags)) {
			level++;
			p++;
		} else if (*p == ')') {
			if (!level--)
				return p;
		} else if (*p == '|' && bar && !level) {
			return p;
		}
	}
	return 0;
}

/* Whether one of the alternatives in [a, aend) matches all of [s, e):
   1, 0, or -1 for an error. */
static int any_alt(const char *a, const char *aend, const char *s, const char *e,
		   int keep_ld, struct fnm *f)
{
	int flags = f->flags, r;

	/* glibc lets FNM_LEADING_DIR end an alternative early in "*(", "+("
	   and "!(" groups but not in "?(" and "@(" ones; do the same */
	if (!keep_ld)
		f->flags &= ~FNM_LEADING_DIR;
	for (;;) {
		const char *bar = scan(a, aend, 1, f->flags), *end = bar ? bar : aend;
		r = match(a, end, s, e, f);
		if (r <= 0) {
			r = r < 0 ? -1 : 1;
			break;
		}
		if (!bar) {
			r = 0;
			break;
		}
		a = bar + 1;
	}
	f->flags = flags;
	return r;
}

/* "*(..)" and "+(..)": which positions can end a run of pieces, each a
   non-empty piece of name that an alternative matches.  Positions are
   visited in order, so each one is settled when reached; time is about
   the name length squared, unlike trying each sequence of pieces. */
static int repeat(int plus, const char *a, const char *aend, const char *rest,
		  const char *pend, const char *s, const char *send, struct fnm *f)
{
	unsigned char small[256], *reach = small;
	size_t n = send - s + 1, i, j;
	int r = FNM_NOMATCH, t;

	if (n > 8 * sizeof small && !(reach = calloc((n + 7) / 8, 1)))
		return -1;
	if (reach == small)
		memset(small, 0, sizeof small);
	/* no piece yet ends at s for '+', unless a piece may be empty */
	t = plus ? any_alt(a, aend, s, s, 1, f) : 1;
	if (t < 0)
		r = -1;
	reach[0] = t > 0;
	for (i = 0; i < n && r == FNM_NOMATCH; i++) {
		int here = reach[i / 8] >> (i % 8) & 1;
		if (here && (r = match(rest, pend, s + i, send, f)) != FNM_NOMATCH)
			break;
		if (!here && (i || !plus))
			continue;
		for (j = i + 1; j < n; j++) {
			if (reach[j / 8] >> (j % 8) & 1)
				continue;
			t = any_alt(a, aend, s + i, s + j, 1, f);
			if (t < 0) {
				r = -1;
				break;
			}
			if (t)
				reach[j / 8] |= 1 << (j % 8);
		}
	}
	if (reach != small)
		free(reach);
	return r;
}

/* The group at p ("X(" .. close) followed by the rest of the pattern,
   against [s, send). */
static int group(const char *p, const char *close, const char *pend, const char *s,
		 const char *send, struct fnm *f)
{
	const char *a = p + 2, *rest = close + 1, *m;
	int r, t;

	if (*p == '*' || *p == '+')
		return repeat(*p == '+', a, close, rest, pend, s, send, f);
	if (*p == '?' && (r = match(rest, pend, s, send, f)) != FNM_NOMATCH)
		return r;
	for (m = s; m <= send; m++) {
		if (*p == '?' && m == s)
			continue;
		t = any_alt(a, close, s, m, *p == '!', f);
		if (t < 0)
			return -1;
		if (t == (*p != '!') && (r = match(rest, pend, m, send, f)) != FNM_NOMATCH)
			return r;
	}
	return FNM_NOMATCH;
}

static int match(const char *p, const char *pend, const char *s, const char *send,
		 struct fnm *f)
{
	const char *star_p = 0, *star_s = 0, *name = f->name, *close;
	int flags = f->flags, noescape = flags & FNM_NOESCAPE, fold = flags & FNM_CASEFOLD;
	int r;

	for (;;) {
		const char *next;

		if (p == pend) {
			if (s == send || ((flags & FNM_LEADING_DIR) && *s == '/'))
				return 0;
			goto mismatch;
		}
		if (opens_group(p, pend, flags) && (close = scan(p + 2, pend, 0, flags))) {
			if (f->depth >= MAX_DEPTH)
				return -1;
			f->depth++;
			r = group(p, close, pend, s, send, f);
			f->depth--;
			if (r != FNM_NOMATCH)
				return r;
			goto mismatch;
		}
		switch (*p) {
		case '*':
			/* as glibc: a star never stands before a leading period,
			   even where it could match nothing */
			if (leading_period(name, s, flags))
				goto mismatch;
			star_p = ++p;
			star_s = s;
			continue;
		case '?':
			if (s == send || ((flags & FNM_PATHNAME) && *s == '/') ||
			    leading_period(name, s, flags))
				goto mismatch;
			p++;
			s++;
			continue;
		case '[':
			if (s == send)
				goto mismatch;
			r = __bracket_match(p + 1, (unsigned char)*s, noescape, fold, 0, &next);
			if (r == -2)
				return FNM_NOMATCH;
			if (r >= 0 && next <= pend) {
				if (!r || ((flags & FNM_PATHNAME) && *s == '/') ||
				    leading_period(name, s, flags))
					goto mismatch;
				p = next;
				s++;
				continue;
			}
			break;  /* no closing ']': an ordinary '[' */
		case '\\':
			if (!noescape && p + 1 < pend)
				p++;
			break;
		}
		/* an ordinary character */
		if (s == send || (*p != *s && (!fold || tolower((unsigned char)*p) !=
						       tolower((unsigned char)*s))))
			goto mismatch;
		p++;
		s++;
		continue;
mismatch:
		/* let the last star absorb one more character, if it may */
		if (!star_p || star_s == send || ((flags & FNM_PATHNAME) && *star_s == '/') ||
		    leading_period(name, star_s, flags))
			return FNM_NOMATCH;
		p = star_p;
		s = ++star_s;
	}
}

/* Returns 0 if name matches pattern, FNM_NOMATCH if not (also for a
   malformed pattern, such as an unknown character class), -1 if an
   FNM_EXTMATCH pattern nests too deeply or memory runs out.  Thread-safe;
   async-signal-safe unless FNM_EXTMATCH meets a name of 2048 bytes or
   more. */
int fnmatch(const char *pattern, const char *name, int flags)
{
	struct fnm f = { name, flags, 0 };
	return match(pattern, pattern + strlen(pattern), name, name + strlen(name), &f);
}
