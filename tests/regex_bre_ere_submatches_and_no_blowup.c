/* regcomp/regexec: BRE and ERE syntax, leftmost-longest matches with
   subexpression offsets, REG_ICASE, REG_NEWLINE, REG_NOSUB, REG_NOTBOL/
   NOTEOL, back-references, compile errors and regerror's texts, as glibc
   gives them; and (a*)*b against a long run of a's finishes at once
   instead of taking exponential time. */
#define _GNU_SOURCE
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* pattern, flags, text, then "so,eo so,eo ..." for groups 0.., or NULL for
   no match */
static const struct {
	const char *re;
	int cflags;
	const char *text, *want;
} cases[] = {
	{ "abc", 0, "xxabcxx", "2,5" },
	{ "a.c", 0, "abc", "0,3" },
	{ "a*", 0, "baaa", "0,0" },
	{ "a*", REG_EXTENDED, "aaab", "0,3" },
	{ "ba*", 0, "xbaaa", "1,5" },
	{ "\\(a*\\)b", 0, "xaab", "1,4 1,3" },
	{ "(a*)b", REG_EXTENDED, "xaab", "1,4 1,3" },
	{ "(a|ab)(c|bcd)", REG_EXTENDED, "abcd", "0,4 0,1 1,4" },
	{ "(a|b)*c", REG_EXTENDED, "abac", "0,4 2,3" },
	{ "x(a|bc)+y", REG_EXTENDED, "xabcay", "0,6 4,5" },
	{ "a+", REG_EXTENDED, "baaac", "1,4" },
	{ "ab?c", REG_EXTENDED, "ac abc", "0,2" },
	{ "a{2,3}", REG_EXTENDED, "aaaa", "0,3" },
	{ "a\\{2\\}", 0, "aaaa", "0,2" },
	{ "a{2,}", REG_EXTENDED, "aaaaa", "0,5" },
	{ "(ab){2}", REG_EXTENDED, "abababx", "0,4 2,4" },
	{ "cat|category", REG_EXTENDED, "category", "0,8" },  /* longest */
	{ "^abc$", 0, "abc", "0,3" },
	{ "^abc$", 0, "abcd", NULL },
	{ "a^b", 0, "a^b", "0,3" },       /* BRE: '^' inside is literal */
	{ "a$b", 0, "a$b", "0,3" },
	{ "*a", 0, "*a", "0,2" },         /* BRE: leading '*' is literal */
	{ "\\(*a\\)", 0, "*a", "0,2 0,2" },
	{ "[[:digit:]]+", REG_EXTENDED, "ab123c", "2,5" },
	{ "[^a-c]+", REG_EXTENDED, "abcxyzab", "3,6" },
	{ "[]a]+", REG_EXTENDED, "x]a]y", "1,4" },
	{ "[a\\]+", REG_EXTENDED, "x\\a\\", "1,4" },  /* '\' is literal in brackets */
	{ "a|b|c", REG_EXTENDED, "zzc", "2,3" },
	{ "()", REG_EXTENDED, "abc", "0,0 0,0" },
	{ "(a)|(b)", REG_EXTENDED, "b", "0,1 -1,-1 0,1" },
	{ "\\(a\\)\\1", 0, "xaab", "1,3 1,2" },
	{ "\\([a-c]*\\)x\\1", 0, "abxab", "0,5 0,2" },
	{ "(a+)b\\1", REG_EXTENDED, "aaabaa", "1,6 1,3" },
	{ "\\(.\\)\\1\\1", 0, "abbbc", "1,4 1,2" },
	{ "ABC", REG_ICASE, "xabcx", "1,4" },
	{ "[a-c]+", REG_ICASE | REG_EXTENDED, "xABCx", "1,4" },
	{ "\\(a\\)\\1", REG_ICASE, "aA", "0,2 0,1" },
	{ "a.b", REG_NEWLINE, "a\nb", NULL },
	{ "a.b", 0, "a\nb", "0,3" },
	{ "^b", REG_NEWLINE, "a\nb", "2,3" },
	{ "^b", 0, "a\nb", NULL },
	{ "a$", REG_NEWLINE, "a\nb", "0,1" },
	{ "[^x]+", REG_NEWLINE | REG_EXTENDED, "ab\ncd", "0,2" },
	{ "\\bfoo\\b", 0, "afoo foo", "5,8" },
	{ "\\<w", 0, "aw w", "3,4" },
	{ "\\w+", REG_EXTENDED, "  ab_1 ", "2,6" },
	{ "(a*)*b", REG_EXTENDED, "aab", "0,3 0,2" },
	{ "(a*)+", REG_EXTENDED, "b", "0,0 0,0" },
	{ "a\\|b", 0, "b", "0,1" },
	{ "x*", REG_EXTENDED, "", "0,0" },
	{ "", 0, "abc", "0,0" },
};

static const char *result(const regmatch_t *m, size_t n)
{
	static char buf[256];
	buf[0] = 0;
	for (size_t i = 0; i < n; i++)
		snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%d,%d", i ? " " : "",
			 (int)m[i].rm_so, (int)m[i].rm_eo);
	return buf;
}

int main(void)
{
	regex_t re;
	regmatch_t m[10];
	int bad = 0;

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		int r = regcomp(&re, cases[i].re, cases[i].cflags);
		if (r) {
			t_puts(2, "does not compile: ");
			t_puts(2, cases[i].re);
			t_puts(2, "\n");
			bad++;
			continue;
		}
		r = regexec(&re, cases[i].text, re.re_nsub + 1, m, 0);
		const char *got = r ? NULL : result(m, re.re_nsub + 1);
		if (r != (cases[i].want ? 0 : REG_NOMATCH) ||
		    (got && strcmp(got, cases[i].want))) {
			t_puts(2, "wrong match: ");
			t_puts(2, cases[i].re);
			t_puts(2, " on ");
			t_puts(2, cases[i].text);
			t_puts(2, ": got ");
			t_puts(2, got ? got : "no match");
			t_puts(2, ", expected ");
			t_puts(2, cases[i].want ? cases[i].want : "no match");
			t_puts(2, "\n");
			bad++;
		}
		regfree(&re);
	}
	CHECK_EQ(bad, 0);

	/* NOTBOL / NOTEOL, NOSUB, nmatch beyond re_nsub */
	CHECK_EQ(regcomp(&re, "^a", 0), 0);
	CHECK_EQ(regexec(&re, "a", 0, NULL, REG_NOTBOL), REG_NOMATCH);
	regfree(&re);
	CHECK_EQ(regcomp(&re, "a$", 0), 0);
	CHECK_EQ(regexec(&re, "a", 0, NULL, REG_NOTEOL), REG_NOMATCH);
	CHECK_EQ(regexec(&re, "a", 0, NULL, 0), 0);
	regfree(&re);
	CHECK_EQ(regcomp(&re, "(b)", REG_EXTENDED | REG_NOSUB), 0);
	CHECK_EQ(regexec(&re, "abc", 0, NULL, 0), 0);
	CHECK_EQ(regexec(&re, "xyz", 0, NULL, 0), REG_NOMATCH);
	regfree(&re);
	CHECK_EQ(regcomp(&re, "(b)", REG_EXTENDED), 0);
	CHECK_EQ(re.re_nsub, 1);
	CHECK_EQ(regexec(&re, "abc", 4, m, 0), 0);
	CHECK_STR(result(m, 4), "1,2 1,2 -1,-1 -1,-1");
	regfree(&re);

	/* compile errors */
	static const struct { const char *re; int cflags, err; } errs[] = {
		{ "a\\", 0, REG_EESCAPE }, { "[abc", 0, REG_EBRACK }, { "(ab", REG_EXTENDED, REG_EPAREN },
		{ "\\(ab", 0, REG_EPAREN }, { "a{1", REG_EXTENDED, REG_EBRACE },
		{ "a{3,1}", REG_EXTENDED, REG_BADBR }, { "*a", REG_EXTENDED, REG_BADRPT },
		{ "[[:nope:]]", 0, REG_ECTYPE }, { "\\(a\\)\\2", 0, REG_ESUBREG },
	};
	for (size_t i = 0; i < sizeof errs / sizeof *errs; i++) {
		int r = regcomp(&re, errs[i].re, errs[i].cflags);
		if (r != errs[i].err) {
			t_puts(2, "wrong error for ");
			t_puts(2, errs[i].re);
			t_puts(2, "\n");
			CHECK_EQ(r, errs[i].err);
		}
	}
	char msg[64];
	CHECK_EQ(regerror(REG_EBRACK, NULL, msg, sizeof msg), strlen("Unmatched [, [^, [:, [., or [=") + 1);
	CHECK_STR(msg, "Unmatched [, [^, [:, [., or [=");
	CHECK_EQ(regerror(REG_NOMATCH, NULL, msg, 4), 9);
	CHECK_STR(msg, "No ");
	regerror(REG_BADRPT, NULL, msg, sizeof msg);
	CHECK_STR(msg, "Invalid preceding regular expression");

	/* no exponential blow-up: nested stars against 5000 a's and no b */
	static char text[5001];
	memset(text, 'a', 5000);
	CHECK_EQ(regcomp(&re, "(a*)*b", REG_EXTENDED), 0);
	CHECK_EQ(regexec(&re, text, 2, m, 0), REG_NOMATCH);
	text[4999] = 'b';
	CHECK_EQ(regexec(&re, text, 2, m, 0), 0);
	CHECK_EQ(m[0].rm_so, 0);
	CHECK_EQ(m[0].rm_eo, 5000);
	regfree(&re);
	CHECK_EQ(regcomp(&re, "\\(a*\\)*b", 0), 0);
	text[4999] = 'a';
	CHECK_EQ(regexec(&re, text, 0, NULL, 0), REG_NOMATCH);
	regfree(&re);
	return 0;
}
