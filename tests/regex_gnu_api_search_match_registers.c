/* The GNU regex interface: re_compile_pattern under several syntaxes
   (POSIX basic/extended, Emacs, grep, egrep, RE_ICASE, RE_NO_GNU_OPS,
   RE_LIMITED_OPS, RE_NO_BK_REFS), re_search forwards and backwards,
   re_match lengths, registers (allocated by the search, grown, or the
   caller's), error texts, the fastmap, and re_search_2/re_match_2 over
   two strings, with the results glibc gives. */
#define _GNU_SOURCE
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static struct re_pattern_buffer buf;

/* Compiles re with syntax into buf; returns the error text or NULL. */
static const char *compile(reg_syntax_t syntax, const char *re)
{
	regfree(&buf);
	memset(&buf, 0, sizeof buf);
	re_set_syntax(syntax);
	return re_compile_pattern(re, strlen(re), &buf);
}

/* re_search over the whole of text from start through start + range. */
static int search(const char *text, int start, int range)
{
	return re_search(&buf, text, (int)strlen(text), start, range, 0);
}

static const struct {
	reg_syntax_t syntax;
	const char *re, *text;
	int start, range, want;
} cases[] = {
	{ RE_SYNTAX_POSIX_EXTENDED, "b+", "aabbbc", 0, 6, 2 },
	{ RE_SYNTAX_POSIX_EXTENDED, "b+", "aabbbc", 3, 3, 3 },
	{ RE_SYNTAX_POSIX_EXTENDED, "x", "aabbbc", 0, 6, -1 },
	{ RE_SYNTAX_POSIX_EXTENDED, "b", "abcabc", 5, -5, 4 },   /* backwards */
	{ RE_SYNTAX_POSIX_EXTENDED, "a", "abcabc", 5, -5, 3 },
	{ RE_SYNTAX_POSIX_EXTENDED, "a", "abcabc", 2, -2, 0 },
	{ RE_SYNTAX_POSIX_EXTENDED, "c", "abcabc", 1, -1, -1 },
	{ RE_SYNTAX_POSIX_EXTENDED, "c", "abcabc", 0, 1000, 2 }, /* range past the end */
	{ RE_SYNTAX_POSIX_EXTENDED, "c", "abc", 4, 1, -1 },      /* start past the end */
	{ RE_SYNTAX_POSIX_EXTENDED, "^b", "a\nb", 0, 3, 2 },     /* newline_anchor */
	{ RE_SYNTAX_POSIX_EXTENDED, "a$", "a\nb", 0, 3, 0 },
	{ RE_SYNTAX_POSIX_EXTENDED, "a.b", "a\nb", 0, 3, 0 },    /* RE_DOT_NEWLINE */
	{ RE_SYNTAX_POSIX_EXTENDED & ~RE_DOT_NEWLINE, "a.b", "a\nb", 0, 3, -1 },
	{ RE_SYNTAX_POSIX_EXTENDED | RE_HAT_LISTS_NOT_NEWLINE, "a[^x]b", "a\nb", 0, 3, -1 },
	{ RE_SYNTAX_POSIX_EXTENDED, "a[^x]b", "a\nb", 0, 3, 0 },
	{ RE_SYNTAX_POSIX_EXTENDED | RE_ICASE, "abc", "xABC", 0, 4, 1 },
	{ RE_SYNTAX_POSIX_EXTENDED, "abc", "xABC", 0, 4, -1 },
	{ RE_SYNTAX_POSIX_EXTENDED, "\\w", " x", 0, 2, 1 },
	{ RE_SYNTAX_POSIX_EXTENDED | RE_NO_GNU_OPS, "\\w", " xw", 0, 3, 2 },
	{ RE_SYNTAX_POSIX_EXTENDED, "\\`a", "b\na", 0, 3, -1 },  /* text start only */
	{ RE_SYNTAX_POSIX_EXTENDED, "\\`a", "ab\na", 0, 4, 0 },
	{ RE_SYNTAX_POSIX_EXTENDED, "a\\'", "a\nb", 0, 3, -1 },
	{ RE_SYNTAX_POSIX_EXTENDED, "a\\'", "a\nba", 0, 4, 3 },
	{ RE_SYNTAX_POSIX_BASIC, "\\(a*\\)b", "xaab", 0, 4, 1 },
	{ RE_SYNTAX_POSIX_BASIC, "a\\{2\\}", "xaaa", 0, 4, 1 },
	{ RE_SYNTAX_POSIX_BASIC, "a+", "aa+", 0, 3, 1 },         /* '+' is literal */
	{ RE_SYNTAX_POSIX_BASIC, "xa\\+", "xaa", 0, 3, 0 },
	{ RE_SYNTAX_POSIX_BASIC, "a|b", "b a|b", 0, 5, 2 },
	{ RE_SYNTAX_POSIX_BASIC, "\\(a\\)\\1", "xaa", 0, 3, 1 },
	{ RE_SYNTAX_POSIX_MINIMAL_BASIC, "a\\+", "aa+", 0, 3, 1 },  /* RE_LIMITED_OPS */
	{ RE_SYNTAX_POSIX_MINIMAL_EXTENDED, "(a)\\1", "aa a1", 0, 5, 3 },  /* RE_NO_BK_REFS */
	{ RE_SYNTAX_EMACS, "a\\|b", "xb", 0, 2, 1 },
	{ RE_SYNTAX_EMACS, "xb+", "axbbb", 0, 5, 1 },            /* bare '+' */
	{ RE_SYNTAX_EMACS, "a{2}", "aa a{2}", 0, 7, 3 },        /* no intervals */
	{ RE_SYNTAX_EMACS, "a\\{2\\}", "aa a{2}", 0, 7, 3 },
	{ RE_SYNTAX_EMACS | RE_INTERVALS, "a\\{2\\}", "xaaa", 0, 4, 1 },
	{ RE_SYNTAX_EMACS, "(a)", "a (a)", 0, 5, 2 },
	{ RE_SYNTAX_GREP, "foo\nbar", "xxbar", 0, 5, 2 },        /* RE_NEWLINE_ALT */
	{ RE_SYNTAX_GREP, "ab*", "xabbb", 0, 5, 1 },
	{ RE_SYNTAX_EGREP, "fo+|ba?r", "xbr", 0, 3, 1 },
	{ RE_SYNTAX_EGREP, "x\ny", "ay", 0, 2, 1 },
};

int main(void)
{
	struct re_registers regs = { 0, 0, 0 };

	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		const char *err = compile(cases[k].syntax, cases[k].re);
		if (err)
			fprintf(stderr, "case %zu: /%s/: %s\n", k, cases[k].re, err);
		CHECK(!err);
		int got = search(cases[k].text, cases[k].start, cases[k].range);
		if (got != cases[k].want)
			fprintf(stderr, "case %zu: /%s/ in \"%s\"\n", k, cases[k].re, cases[k].text);
		CHECK_EQ(got, cases[k].want);
	}

	/* what re_compile_pattern sets */
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED | RE_NO_SUB, "(a)(b)?"));
	CHECK_EQ(buf.re_nsub, 2);
	CHECK_EQ(buf.no_sub, 1);
	CHECK_EQ(buf.newline_anchor, 1);
	CHECK_EQ(buf.syntax, RE_SYNTAX_POSIX_EXTENDED | RE_NO_SUB);
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "(a)(b)?"));
	CHECK_EQ(buf.no_sub, 0);
	CHECK_EQ(buf.regs_allocated, REGS_UNALLOCATED);

	/* not_bol and not_eol */
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "^a"));
	CHECK_EQ(search("abc", 0, 3), 0);
	buf.not_bol = 1;
	CHECK_EQ(search("abc", 0, 3), -1);
	CHECK_EQ(search("x\nabc", 0, 5), 2);
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "c$"));
	buf.not_eol = 1;
	CHECK_EQ(search("abc", 0, 3), -1);
	buf.newline_anchor = 0;
	CHECK_EQ(search("abc\n", 0, 4), -1);
	buf.newline_anchor = 1;
	CHECK_EQ(search("abc\n", 0, 4), 2);

	/* re_match: the length at exactly start */
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "a*"));
	CHECK_EQ(re_match(&buf, "aaab", 4, 0, 0), 3);
	CHECK_EQ(re_match(&buf, "aaab", 4, 1, 0), 2);
	CHECK_EQ(re_match(&buf, "aaab", 4, 3, 0), 0);
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "b|bc"));
	CHECK_EQ(re_match(&buf, "abcd", 4, 0, 0), -1);
	CHECK_EQ(re_match(&buf, "abcd", 4, 1, 0), 2);  /* the longest */
	CHECK_EQ(re_match(&buf, "abcd", 3, 1, 0), 2);
	CHECK_EQ(re_match(&buf, "abcd", 2, 1, 0), 1);  /* within length */

	/* registers the search allocates, then reuses */
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "(a)|(b)"));
	CHECK_EQ(re_search(&buf, "xxb", 3, 0, 3, &regs), 2);
	CHECK_EQ(buf.regs_allocated, REGS_REALLOCATE);
	CHECK(regs.start && regs.end);
	CHECK_GE(regs.num_regs, 3);
	CHECK_EQ(regs.start[0], 2);
	CHECK_EQ(regs.end[0], 3);
	CHECK_EQ(regs.start[1], -1);
	CHECK_EQ(regs.end[1], -1);
	CHECK_EQ(regs.start[2], 2);
	CHECK_EQ(regs.end[2], 3);
	CHECK_EQ(re_search(&buf, "ab", 2, 0, 2, &regs), 0);
	CHECK_EQ(regs.start[1], 0);
	CHECK_EQ(regs.end[1], 1);
	CHECK_EQ(regs.start[2], -1);
	/* a later pattern with more groups: the arrays grow */
	{
		regoff_t *s0 = regs.start, *e0 = regs.end;
		(void)s0, (void)e0;
		re_set_syntax(RE_SYNTAX_POSIX_EXTENDED);
		CHECK(!re_compile_pattern("(x)(y)(z)(w)", 12, &buf));
		buf.regs_allocated = REGS_REALLOCATE;
		CHECK_EQ(re_search(&buf, "-xyzw", 5, 0, 5, &regs), 1);
		CHECK_GE(regs.num_regs, 5);
		CHECK_EQ(regs.start[4], 4);
		CHECK_EQ(regs.end[4], 5);
	}
	free(regs.start);
	free(regs.end);

	/* registers the caller gives: spare ones are set to -1 */
	{
		regoff_t *s = malloc(6 * sizeof *s), *e = malloc(6 * sizeof *e);
		CHECK(s && e);
		CHECK(!compile(RE_SYNTAX_POSIX_BASIC, "\\(b\\)c"));
		re_set_registers(&buf, &regs, 6, s, e);
		CHECK_EQ(buf.regs_allocated, REGS_REALLOCATE);
		CHECK_EQ(regs.num_regs, 6);
		CHECK_EQ(re_search(&buf, "abcd", 4, 0, 4, &regs), 1);
		CHECK(regs.start == s && regs.end == e);
		CHECK_EQ(s[0], 1);
		CHECK_EQ(e[0], 3);
		CHECK_EQ(s[1], 1);
		CHECK_EQ(e[1], 2);
		for (int k = 2; k < 6; k++)
			CHECK_EQ(s[k], -1);
		re_set_registers(&buf, &regs, 0, 0, 0);
		CHECK_EQ(buf.regs_allocated, REGS_UNALLOCATED);
		CHECK(!regs.start && !regs.end && !regs.num_regs);
		free(s);
		free(e);
	}

	/* errors: regerror's texts */
	CHECK_STR(compile(RE_SYNTAX_POSIX_EXTENDED, "a("), "Unmatched ( or \\(");
	CHECK_STR(compile(RE_SYNTAX_POSIX_EXTENDED, "[a"), "Unmatched [, [^, [:, [., or [=");
	CHECK_STR(compile(RE_SYNTAX_POSIX_EXTENDED, "*a"), "Invalid preceding regular expression");
	CHECK_STR(compile(RE_SYNTAX_POSIX_EXTENDED, "a\\"), "Trailing backslash");
	CHECK_STR(compile(RE_SYNTAX_POSIX_EXTENDED, "a{2,1}"), "Invalid content of \\{\\}");
	CHECK_STR(compile(RE_SYNTAX_POSIX_BASIC, "\\(a"), "Unmatched ( or \\(");
	CHECK_STR(compile(RE_SYNTAX_POSIX_BASIC, "a\\{1"), "Unmatched \\{");
	CHECK_STR(compile(RE_SYNTAX_POSIX_BASIC, "a\\)"), "Unmatched ) or \\)");
	CHECK(!compile(RE_SYNTAX_POSIX_BASIC | RE_UNMATCHED_RIGHT_PAREN_ORD, "a\\)"));
	CHECK_EQ(search("xa)", 0, 3), 1);
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "a)"));
	CHECK_EQ(search("xa)", 0, 3), 1);
	CHECK_STR(compile(RE_SYNTAX_POSIX_BASIC, "\\(a\\)\\2"), "Invalid back reference");
	CHECK_STR(compile(RE_SYNTAX_POSIX_EXTENDED, "[[:nope:]]"), "Invalid character class name");

	/* the fastmap */
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "abc|x+yz"));
	buf.fastmap = malloc(256);
	CHECK(buf.fastmap);
	CHECK_EQ(re_compile_fastmap(&buf), 0);
	CHECK(buf.fastmap['a'] && buf.fastmap['x']);
	CHECK(!buf.fastmap['b'] && !buf.fastmap['y'] && !buf.fastmap['z']);
	CHECK_EQ(buf.can_be_null, 0);
	CHECK_EQ(search("zzzxxyz abc", 0, 11), 3);
	CHECK_EQ(search("zzzxxyz abc", 11, -11), 8);
	CHECK_EQ(search("zzzxxyz abc", 2, 9), 3);
	/* a fastmap given before compiling is filled by the first search */
	{
		char *map = buf.fastmap;
		buf.fastmap = 0;
		regfree(&buf);
		memset(&buf, 0, sizeof buf);
		buf.fastmap = map;
		memset(map, 0, 256);
		re_set_syntax(RE_SYNTAX_POSIX_EXTENDED);
		CHECK(!re_compile_pattern("q|r*s", 5, &buf));
		CHECK_EQ(search("aaqs", 0, 4), 2);
		CHECK(map['q'] && map['r'] && map['s'] && !map['a']);
	}

	/* '.' and NUL: RE_DOT_NOT_NULL; Emacs' '.' skips a newline */
	CHECK(!compile(RE_SYNTAX_EMACS, "a.b"));
	CHECK_EQ(re_search(&buf, "xa\0b", 4, 0, 4, 0), 1);
	CHECK_EQ(re_search(&buf, "xa\nb", 4, 0, 4, 0), -1);
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "a.b"));
	CHECK_EQ(re_search(&buf, "xa\0b", 4, 0, 4, 0), -1);
	CHECK_EQ(re_search(&buf, "xa\nb", 4, 0, 4, 0), 1);

	/* a translate table: bytes are compared through it */
	{
		unsigned char *tr = malloc(256);
		CHECK(tr);
		for (int c = 0; c < 256; c++)
			tr[c] = c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
		regfree(&buf);
		memset(&buf, 0, sizeof buf);
		buf.translate = tr;
		buf.fastmap = malloc(256);
		CHECK(buf.fastmap);
		re_set_syntax(RE_SYNTAX_POSIX_EXTENDED);
		CHECK(!re_compile_pattern("Ab[c-d]", 7, &buf));
		CHECK_EQ(search("xxABD", 0, 5), 2);
		CHECK_EQ(search("xxaBc", 0, 5), 2);
		CHECK_EQ(search("xxaBe", 0, 5), -1);
		/* indexed by translated bytes */
		CHECK(buf.fastmap['a'] && !buf.fastmap['b']);
		regfree(&buf);  /* frees the table and the fastmap, as glibc does */
		CHECK(!buf.translate && !buf.fastmap);
		memset(&buf, 0, sizeof buf);
	}

	/* re_search_2 and re_match_2: two strings as one text */
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "c(d)"));
	CHECK_EQ(re_search_2(&buf, "abc", 3, "def", 3, 0, 6, &regs, 6), 2);
	CHECK_EQ(regs.start[0], 2);
	CHECK_EQ(regs.end[0], 4);
	CHECK_EQ(regs.start[1], 3);
	CHECK_EQ(regs.end[1], 4);
	CHECK_EQ(re_search_2(&buf, "abc", 3, "def", 3, 5, -5, &regs, 6), 2);
	CHECK_EQ(re_search_2(&buf, "abc", 3, "def", 3, 0, 6, &regs, 3), -1);  /* stop */
	CHECK_EQ(re_search_2(&buf, "", 0, "abcd", 4, 0, 4, 0, 4), 2);
	CHECK_EQ(re_search_2(&buf, "abcd", 4, "", 0, 0, 4, 0, 4), 2);
	CHECK(!compile(RE_SYNTAX_POSIX_EXTENDED, "[a-z]*"));
	CHECK_EQ(re_match_2(&buf, "ab", 2, "cd1", 3, 0, &regs, 5), 4);
	CHECK_EQ(re_match_2(&buf, "ab", 2, "cd1", 3, 1, &regs, 5), 3);
	CHECK_EQ(re_match_2(&buf, "ab", 2, "cd1", 3, 0, &regs, 3), 3);
	CHECK_EQ(regs.end[0], 3);
	free(regs.start);
	free(regs.end);

	regfree(&buf);
	CHECK(!buf.fastmap);
	return 0;
}
