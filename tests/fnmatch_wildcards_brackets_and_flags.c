/* fnmatch: '*', '?', bracket expressions (ranges, negation, classes,
   collating elements), escapes and every flag give glibc's answers, and
   a pattern of many stars against a long name does not take exponential
   time. */
#define _GNU_SOURCE
#include <string.h>
#include "fnmatch_cases.h"

static const struct fnmatch_case cases[] = {
	{ "", "", 0, 1 }, { "", "a", 0, 0 }, { "a", "", 0, 0 },
	{ "abc", "abc", 0, 1 }, { "abc", "abd", 0, 0 }, { "abc", "ab", 0, 0 },
	{ "*", "", 0, 1 }, { "*", "anything", 0, 1 }, { "a*", "a", 0, 1 },
	{ "a*c", "abbbc", 0, 1 }, { "a*c", "abbbd", 0, 0 }, { "*b*", "abc", 0, 1 },
	{ "a*b*c*d", "aXbYcZd", 0, 1 }, { "a*b*c*d", "aXbYcZ", 0, 0 },
	{ "*a*a*a", "aaaa", 0, 1 }, { "**x", "x", 0, 1 },
	{ "?", "a", 0, 1 }, { "?", "", 0, 0 }, { "??", "a", 0, 0 }, { "a?c", "abc", 0, 1 },
	/* brackets */
	{ "[abc]", "b", 0, 1 }, { "[abc]", "d", 0, 0 }, { "[a-c]x", "bx", 0, 1 },
	{ "[!a-c]", "d", 0, 1 }, { "[!a-c]", "b", 0, 0 }, { "[^a-c]", "d", 0, 1 },
	{ "[]]", "]", 0, 1 }, { "[]a]", "a", 0, 1 }, { "[!]]", "]", 0, 0 }, { "[!]]", "x", 0, 1 },
	{ "[a-]", "-", 0, 1 }, { "[-a]", "-", 0, 1 }, { "[a-c-e]", "d", 0, 0 },
	{ "[[:digit:]]", "5", 0, 1 }, { "[[:digit:]]", "x", 0, 0 },
	{ "[[:alpha:][:digit:]]x", "7x", 0, 1 }, { "[![:space:]]", " ", 0, 0 },
	{ "[[:upper:]]", "Q", 0, 1 }, { "[[:upper:]]", "q", 0, 0 },
	{ "[[:xdigit:]][[:punct:]]", "f!", 0, 1 }, { "[[:bogus:]]", "a", 0, 0 },
	{ "[[.a.]]", "a", 0, 1 }, { "[[=b=]]", "b", 0, 1 }, { "[[.-.]]", "-", 0, 1 },
	{ "[", "[", 0, 1 }, { "[a", "[a", 0, 1 }, { "a[", "a[", 0, 1 }, { "[!", "[!", 0, 1 },
	{ "[\\]]", "]", 0, 1 }, { "[\\]]", "\\]", E, 1 }, { "[\\!]", "!", 0, 1 },
	/* escapes */
	{ "\\*", "*", 0, 1 }, { "\\*", "a", 0, 0 }, { "\\?", "?", 0, 1 }, { "\\a", "a", 0, 1 },
	{ "\\*", "\\x", E, 1 }, { "\\\\", "\\", 0, 1 }, { "a\\[b", "a[b", 0, 1 },
	/* FNM_PATHNAME */
	{ "*", "a/b", 0, 1 }, { "*", "a/b", P, 0 }, { "a/*", "a/b", P, 1 }, { "a?b", "a/b", P, 0 },
	{ "a[/]b", "a/b", P, 0 }, { "a[/]b", "a/b", 0, 1 }, { "*/*", "a/b", P, 1 },
	{ "*/b", "a/c/b", P, 0 }, { "*/*/b", "a/c/b", P, 1 }, { "a*b/c", "axb/c", P, 1 },
	/* FNM_PERIOD */
	{ "*", ".x", D, 0 }, { "*", ".x", 0, 1 }, { "?x", ".x", D, 0 }, { "[.]x", ".x", D, 0 },
	{ ".*", ".x", D, 1 }, { "a*", "a.x", D, 1 }, { "*/*", "a/.b", D, 1 },
	{ "*/*", "a/.b", D | P, 0 }, { "*/.*", "a/.b", D | P, 1 }, { "a/?b", "a/.b", D | P, 0 },
	/* as glibc: no star before a leading period, even an empty one */
	{ "*.", ".", D, 0 }, { "*.", ".", 0, 1 }, { "a/*.", "a/.", D | P, 0 }, { "a/*.", "a/.", D, 1 },
	/* FNM_LEADING_DIR */
	{ "a", "a/b/c", L, 1 }, { "a", "a/b/c", 0, 0 }, { "a*", "abc/d", L | P, 1 },
	{ "a/b", "a/b/c", L, 1 }, { "a/b", "a/bc", L, 0 },
	/* FNM_CASEFOLD */
	{ "abc", "ABC", C, 1 }, { "abc", "ABC", 0, 0 }, { "[a-c]", "B", C, 1 },
	{ "[[:lower:]]", "X", C, 0 } /* classes are not folded, as in glibc */, { "A*Z", "abcz", C, 1 }, { "[!a]", "A", C, 0 },
};

int main(void)
{
	CHECK_FNMATCH_CASES(cases);

	/* many stars against a long name that almost matches: polynomial */
	static char pat[64], name[20001];
	for (int i = 0; i < 30; i++)
		strcat(pat, "*a");
	strcat(pat, "b");
	memset(name, 'a', 20000);
	CHECK_EQ(fnmatch(pat, name, 0), FNM_NOMATCH);
	name[19999] = 'b';
	CHECK_EQ(fnmatch(pat, name, 0), 0);
	return 0;
}
