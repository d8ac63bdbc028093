/* In a UTF-8 locale regcomp reads characters, not bytes, where it
   matters most: '.' and a negated list of single-byte characters take a
   whole multibyte character, and a repeat after a multibyte literal
   repeats the character.  (gnulib's regex check: "[^x]x" must find
   the 'x' right after the last three-byte character, at offset 21.)
   In the C locale '.' is still one byte. */
#define _GNU_SOURCE
#include <locale.h>
#include <regex.h>
#include <stdio.h>
#include "check.h"

/* 0 and the match's bounds, or REG_NOMATCH. */
static int match(const char *re, int cflags, const char *text, regmatch_t *m)
{
	regex_t r;
	int e = regcomp(&r, re, cflags);
	CHECK_EQ(e, 0);
	e = regexec(&r, text, 2, m, 0);
	regfree(&r);
	return e;
}

int main(void)
{
	regmatch_t m[2];

	if (!setlocale(LC_ALL, "C.UTF-8")) {
		fprintf(stderr, "no C.UTF-8 locale\n");
		return 77;
	}
	CHECK_EQ(match("^.$", 0, "\xc3\xa9", m), 0);                /* é */
	CHECK_EQ(match("^...$", 0, "a\xc3\xa9" "b", m), 0);
	CHECK_EQ(match("^[^x]$", 0, "\xe2\x82\xac", m), 0);        /* € */
	CHECK_EQ(match("^[^x]*$", 0, "\xe2\x82\xac\xc3\xa9\xf0\x9f\x98\x80", m), 0);
	CHECK_EQ(m[0].rm_eo, 9);
	CHECK_EQ(match("a.c", REG_EXTENDED, "a\xf0\x9f\x98\x80" "c", m), 0);
	CHECK_EQ(m[0].rm_eo, 6);
	CHECK_EQ(match("^.{3}$", REG_EXTENDED, "\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e", m), 0);
	CHECK_EQ(match("^.{2}$", REG_EXTENDED, "\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e", m),
		 REG_NOMATCH);
	CHECK_EQ(match("\xc3\xa9*", REG_EXTENDED, "\xc3\xa9\xc3\xa9\xc3\xa9x", m), 0);
	CHECK_EQ(m[0].rm_eo, 6);
	CHECK_EQ(match("(\xc3\xa9)+x", REG_EXTENDED, "\xc3\xa9\xc3\xa9x", m), 0);
	CHECK_EQ(m[0].rm_eo, 5);
	CHECK_EQ(m[1].rm_so, 2);
	CHECK_EQ(m[1].rm_eo, 4);
	CHECK_EQ(match("\\(.\\)\\1", 0, "\xc3\xa9\xc3\xa9x", m), 0);
	CHECK_EQ(m[1].rm_eo, 2);

	/* eight three-byte characters, then 'x' */
	static const char data[] = "\xe1\x80\x80\xe1\x80\xbb\xe1\x80\xbd\xe1\x80\x94"
				   "\xe1\x80\xba\xe1\x80\xaf\xe1\x80\x95\xe1\x80\xba" "x";
	CHECK_EQ(match("[^x]x", 0, data, m), 0);
	CHECK_EQ(m[0].rm_so, 21);
	CHECK_EQ(m[0].rm_eo, 25);

	CHECK(setlocale(LC_ALL, "C"));
	CHECK_EQ(match("^.$", 0, "\xc3\xa9", m), REG_NOMATCH);
	CHECK_EQ(match("^..$", 0, "\xc3\xa9", m), 0);
	return 0;
}
