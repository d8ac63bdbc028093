/* In the "C" locale each class is exactly its ASCII set; EOF and 128..255
   are in none; tolower/toupper change only letters; values outside
   EOF..255 do not crash (and are in no class). */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include "check.h"

static int in(const char *set, int c)
{
	for (; *set; set++)
		if ((unsigned char)*set == c)
			return 1;
	return 0;
}

#define UP "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#define LO "abcdefghijklmnopqrstuvwxyz"
#define DIG "0123456789"
#define PUNCT "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"

int main(void)
{
	CHECK_EQ(EOF, -1);
	for (int c = -1; c < 256; c++) {
		int up = c >= 0 && in(UP, c), lo = c >= 0 && in(LO, c);
		int dig = c >= 0 && in(DIG, c), pun = c >= 0 && in(PUNCT, c);
		int sp = c >= 0 && in(" \t\n\v\f\r", c);
		int cntrl = (c >= 0 && c < 32) || c == 127;

		CHECK_EQ(!!isupper(c), up);
		CHECK_EQ(!!islower(c), lo);
		CHECK_EQ(!!isalpha(c), up || lo);
		CHECK_EQ(!!isdigit(c), dig);
		CHECK_EQ(!!isalnum(c), up || lo || dig);
		CHECK_EQ(!!isxdigit(c), dig || (c >= 0 && in("abcdefABCDEF", c)));
		CHECK_EQ(!!ispunct(c), pun);
		CHECK_EQ(!!isgraph(c), up || lo || dig || pun);
		CHECK_EQ(!!isprint(c), up || lo || dig || pun || c == ' ');
		CHECK_EQ(!!isspace(c), sp);
		CHECK_EQ(!!isblank(c), c == ' ' || c == '\t');
		CHECK_EQ(!!iscntrl(c), cntrl);
		CHECK_EQ(!!isascii(c), c >= 0 && c < 128);
		CHECK_EQ(tolower(c), up ? c + 32 : c);
		CHECK_EQ(toupper(c), lo ? c - 32 : c);
		if (c >= 0)
			CHECK_EQ(toascii(c), c & 127);
	}
	CHECK_EQ(toascii(0x1c1), 0x41);
	return 0;
}
