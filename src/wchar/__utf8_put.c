#include "locale_impl.h"

/* The UTF-8 form of code point u, u >= 0x80, in s: its length (2 to 4),
   or 0 for a surrogate or a value past U+10FFFF, which have none. */
hidden size_t __utf8_put(char *s, unsigned u)
{
	if ((u >= 0xd800 && u <= 0xdfff) || u > 0x10ffff)
		return 0;
	if (u < 0x800) {
		s[0] = (char)(0xc0 | u >> 6);
		s[1] = (char)(0x80 | (u & 0x3f));
		return 2;
	}
	if (u < 0x10000) {
		s[0] = (char)(0xe0 | u >> 12);
		s[1] = (char)(0x80 | (u >> 6 & 0x3f));
		s[2] = (char)(0x80 | (u & 0x3f));
		return 3;
	}
	s[0] = (char)(0xf0 | u >> 18);
	s[1] = (char)(0x80 | (u >> 12 & 0x3f));
	s[2] = (char)(0x80 | (u >> 6 & 0x3f));
	s[3] = (char)(0x80 | (u & 0x3f));
	return 4;
}
