/* What gnulib's "working re_compile_pattern" check asks of the regex
   engine: a range whose end sorts before its start ("[b-a]") is
   REG_ERANGE when the syntax has RE_NO_EMPTY_RANGES (regcomp's always
   does); RE_INVALID_INTERVAL_ORD reads a malformed interval as plain
   characters; "{,n}" is "{0,n}"; a leading '*' under egrep syntax
   repeats nothing; and a starred group that can match empty still
   takes part once, so \(a*\)*a*\1 matches "a" with group 1 empty. */
#define _GNU_SOURCE
#include <regex.h>
#include <string.h>
#include "check.h"

static struct re_pattern_buffer buf;
static struct re_registers regs;

static const char *compile(reg_syntax_t syntax, const char *re)
{
	regfree(&buf);
	memset(&buf, 0, sizeof buf);
	re_set_syntax(syntax);
	return re_compile_pattern(re, strlen(re), &buf);
}

static int search(const char *text)
{
	int n = (int)strlen(text);
	return re_search(&buf, text, n, 0, n, &regs);
}

int main(void)
{
	regex_t re;
	regmatch_t m[2];

	/* reversed ranges */
	CHECK_EQ(regcomp(&re, "a[b-a]", REG_EXTENDED), REG_ERANGE);
	CHECK_EQ(regcomp(&re, "a[z-a]", 0), REG_ERANGE);
	CHECK(compile(RE_SYNTAX_POSIX_EGREP | RE_NO_EMPTY_RANGES, "a[b-a]") != NULL);
	/* without the bit the range is empty, and the bracket matches nothing */
	CHECK(compile(RE_SYNTAX_POSIX_EGREP & ~RE_NO_EMPTY_RANGES, "a[b-a]") == NULL);
	CHECK_EQ(search("ab aa"), -1);
	CHECK_EQ(regcomp(&re, "[a-a]", REG_EXTENDED), 0);
	regfree(&re);

	/* RE_INVALID_INTERVAL_ORD (in RE_SYNTAX_POSIX_EGREP) */
	CHECK(compile(RE_SYNTAX_POSIX_EGREP, "a{1") == NULL);
	CHECK_EQ(search("xa{1"), 1);
	CHECK_EQ(regs.end[0], 4);
	CHECK(compile(RE_SYNTAX_POSIX_EGREP, "a{1,x}") == NULL);
	CHECK_EQ(search("a{1,x}"), 0);
	CHECK_EQ(regs.end[0], 6);
	CHECK(compile(RE_SYNTAX_POSIX_EGREP, "{1") == NULL);
	CHECK(compile(RE_SYNTAX_POSIX_EXTENDED, "a{1") != NULL);

	/* "{,n}" */
	CHECK(compile(RE_SYNTAX_POSIX_EGREP, "a{,2}") == NULL);
	CHECK_EQ(search("aaa"), 0);
	CHECK_EQ(regs.end[0], 2);

	/* a leading repeat operator under egrep syntax */
	CHECK(compile(RE_SYNTAX_EGREP, "*a") == NULL);
	CHECK_EQ(search("xa"), 1);
	CHECK_EQ(regs.end[0], 2);
	CHECK_EQ(regcomp(&re, "*a", REG_EXTENDED), REG_BADRPT);

	/* a starred group that matches empty */
	CHECK(compile(RE_SYNTAX_POSIX_BASIC, "\\(a*\\)*a*\\1") == NULL);
	CHECK_EQ(search("a"), 0);
	CHECK_EQ(regs.end[0], 1);
	CHECK_EQ(regs.start[1], 0);
	CHECK_EQ(regs.end[1], 0);
	CHECK_EQ(regcomp(&re, "(a*)*b", REG_EXTENDED), 0);
	CHECK_EQ(regexec(&re, "b", 2, m, 0), 0);
	CHECK_EQ(m[0].rm_eo, 1);
	CHECK_EQ(m[1].rm_so, 0);
	CHECK_EQ(m[1].rm_eo, 0);
	regfree(&re);
	CHECK_EQ(regcomp(&re, "(a|b)*c", REG_EXTENDED), 0);
	CHECK_EQ(regexec(&re, "xabac", 2, m, 0), 0);
	CHECK_EQ(m[0].rm_so, 1);
	CHECK_EQ(m[1].rm_so, 3);
	CHECK_EQ(m[1].rm_eo, 4);
	regfree(&re);

	regfree(&buf);
	free(regs.start);
	free(regs.end);
	return 0;
}
