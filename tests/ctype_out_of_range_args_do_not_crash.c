/* weft's ctype functions accept any int: values outside EOF..255 belong to
   no class and tolower/toupper return them unchanged (glibc's table lookup
   may crash or answer at random there, so this is weft-only). */
// test: weft-only
#include <ctype.h>
#include <limits.h>
#include "check.h"

int main(void)
{
	static const int odd[] = { INT_MIN, -1000000, -129, -128, -2, 256, 0x141, 0x161, 0x130, 100000, INT_MAX };

	for (unsigned i = 0; i < sizeof odd / sizeof odd[0]; i++) {
		int c = odd[i];
		CHECK(!isalnum(c) && !isalpha(c) && !isblank(c) && !iscntrl(c));
		CHECK(!isdigit(c) && !isgraph(c) && !islower(c) && !isprint(c));
		CHECK(!ispunct(c) && !isspace(c) && !isupper(c) && !isxdigit(c));
		CHECK(!isascii(c));
		CHECK_EQ(tolower(c), c);
		CHECK_EQ(toupper(c), c);
	}
	return 0;
}
