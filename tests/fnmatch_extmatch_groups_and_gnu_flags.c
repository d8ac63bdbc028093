/* fnmatch with FNM_EXTMATCH: "?(..)", "*(..)", "+(..)", "@(..)" and
   "!(..)" groups, nested and holding brackets, together with the other
   GNU flags, give glibc's answers (each case below was checked against
   glibc); without the flag the group characters are ordinary. */
#define _GNU_SOURCE
#include "fnmatch_cases.h"

#define X FNM_EXTMATCH

static const struct fnmatch_case cases[] = {
	/* each kind of group */
	{ "?(a|b)", "", X, 1 }, { "?(a|b)", "a", X, 1 }, { "?(a|b)", "ab", X, 0 },
	{ "*(ab|c)", "", X, 1 }, { "*(ab|c)", "ababcab", X, 1 }, { "*(ab|c)", "aba", X, 0 },
	{ "+(ab|c)", "", X, 0 }, { "+(ab|c)", "cab", X, 1 }, { "+(ab|c)", "cabx", X, 0 },
	{ "@(ab|c)", "c", X, 1 }, { "@(ab|c)", "abc", X, 0 }, { "@(ab|c)", "", X, 0 },
	{ "!(*.c)", "foo.c", X, 0 }, { "!(*.c)", "foo.h", X, 1 }, { "!(a)", "a", X, 0 },
	{ "!(a)", "", X, 1 }, { "!(a)", "aa", X, 1 }, { "!(a)b", "ab", X, 0 },
	{ "!(a)b", "b", X, 1 }, { "!(a)b", "aab", X, 1 }, { "!(a|b)c", "cc", X, 1 },
	{ "!(a|b)c", "ac", X, 0 }, { "!(a|b)c", "abc", X, 1 },
	{ "a++(x|yy)b", "a+xyyyyxb", X, 1 }, { "a+(x|yy)b", "ab", X, 0 },
	{ "x?(y)z", "xz", X, 1 }, { "x?(y)z", "xyz", X, 1 }, { "x?(y)z", "xyyz", X, 0 },
	{ "*(a)*(b)", "aabb", X, 1 }, { "*(a)*(b)", "aaba", X, 0 },
	{ "@(|a)", "", X, 1 }, { "@()", "", X, 1 }, { "!()", "", X, 0 }, { "!()", "a", X, 1 },
	{ "+()", "", X, 1 }, { "*(|a)", "a", X, 1 }, { "?*(a)", "x", X, 1 },
	{ "**(a)", "baaa", X, 1 }, { "*(a)*", "ab", X, 1 }, { "*@(a)", "ba", X, 1 },
	{ "*?(x)", "b", X, 1 }, { "*!(?)", "bb", X, 1 }, { "*(a|b)*(b|c)", "abbbcc", X, 1 },
	/* nested groups */
	{ "x@(a|*(b|c))y", "xbcby", X, 1 }, { "x@(a|*(b|c))y", "xy", X, 1 },
	{ "x@(a|*(b|c))y", "xaby", X, 0 }, { "*(@(a|b)c)", "acbc", X, 1 },
	{ "*(@(a|b)c)", "acb", X, 0 }, { "!(!(a))", "a", X, 1 }, { "!(!(a))", "b", X, 0 },
	{ "!(!(a))", "aa", X, 0 }, { "+(a|+(b|c)d)", "abcdbd", X, 1 },
	/* brackets and escapes inside groups */
	{ "@(a[|]b)", "a|b", X, 1 }, { "@(a[)]b)", "a)b", X, 1 }, { "@(a[]|]b)", "a|b", X, 1 },
	{ "@(a[!)]b)", "axb", X, 1 }, { "@(a[!)]b)", "a)b", X, 0 },
	{ "@(a[b)c]|d)", "abc", X, 0 }, { "@(a[b)c]|d)", "a)", X, 1 }, { "@(a[b)c]|d)", "d", X, 1 },
	{ "@([[:alpha:]]|x)", "q", X, 1 }, { "@([[:alpha:]]|x)", "1", X, 0 },
	{ "[*(a)]", "a", X, 1 }, { "[*(a)]", "(", X, 1 }, { "*(a)", "*(a)", X, 0 },
	/* group characters without a group */
	{ "?(a|b)", "a", 0, 0 }, { "?(a|b)", "x(a|b)", 0, 1 }, { "@(a)", "@(a)", 0, 1 },
	{ "?(a", "x(a", X, 1 }, { "@(a", "@(a", X, 1 }, { "*(a", "zz(a", X, 1 },
	{ "+(a", "+(a", X, 1 }, { "!(a", "!(a", X, 1 },
	{ "*)", "x)", X, 1 }, { "@)", "@)", X, 1 }, { "a(b)", "a(b)", X, 1 },
	/* with the other flags */
	{ "@(A|b)", "a", X | C, 1 }, { "+(ab)", "ABaB", X | C, 1 }, { "@(A|b)", "a", X, 0 },
	{ "@(*)", ".a", X | D, 0 }, { "@(*)", ".a", X, 1 }, { "a@(*)", "a.b", X | D, 1 },
	{ "a/@(*)", "a/.b", X | D | P, 0 }, { "a/@(*)", "a/.b", X | D, 1 },
	{ "?(*)", ".a", X | D, 0 }, { "*(?)", ".a", X | D, 0 }, { "+(?|.)", ".a", X | D, 1 },
	{ "*(a|?)", "a.", X | D, 1 }, { "!(x)", ".a", X | D, 1 }, { "!(*)", ".a", X | D, 1 },
	{ "!(x)", "a/b", X | P, 1 }, { "!(*)", "a/b", X | P, 1 }, { "!(*)", "a/b", X, 0 },
	{ "*(a|/)", "a/a", X | P, 1 }, { "@(a/b)", "a/b", X | P, 1 }, { "*(a)/b", "aa/b", X | P, 1 },
	{ "@(?)", "/", X | P, 0 }, { "@(a)", "a/b", X | L, 1 }, { "!(b)", "a/b", X | L, 1 },
	{ "!(a)", "a/b", X | L, 0 }, { "+([ab])c", "AAA/c", X | L | P | C, 1 },
	{ "?([!a])[ab]", "c//A", X | L | P | C, 0 }, { "@(*|[ab])cb", "aAa/cb", X | P | L, 0 },
	{ "*(a|b)", "ab/c", X | L, 1 }, { "@(a|b)/c", "a/c/d", X | P | L, 1 },
};

int main(void)
{
	CHECK_FNMATCH_CASES(cases);
	return 0;
}
