/* strlcpy/strlcat (BSD, in glibc only from 2.38, so weft-only here) always
   terminate when there is room and return the length they tried to make. */
// test: weft-only
#include <string.h>
#include "check.h"

int main(void)
{
	char buf[8];

	memset(buf, 'x', sizeof buf);
	CHECK_EQ(strlcpy(buf, "abc", sizeof buf), 3);
	CHECK_STR(buf, "abc");
	CHECK_EQ(buf[4], 'x');
	CHECK_EQ(strlcpy(buf, "abcdefghij", sizeof buf), 10);
	CHECK_STR(buf, "abcdefg");
	buf[0] = 'q';
	CHECK_EQ(strlcpy(buf, "abc", 0), 3);
	CHECK_EQ(buf[0], 'q');

	strcpy(buf, "ab");
	CHECK_EQ(strlcat(buf, "cd", sizeof buf), 4);
	CHECK_STR(buf, "abcd");
	CHECK_EQ(strlcat(buf, "efghij", sizeof buf), 10);
	CHECK_STR(buf, "abcdefg");
	CHECK_EQ(strlcat(buf, "z", sizeof buf), 8);
	CHECK_STR(buf, "abcdefg");
	/* no terminator within size: nothing written */
	memcpy(buf, "12345678", 8);
	CHECK_EQ(strlcat(buf, "abc", 4), 7);
	CHECK(!memcmp(buf, "12345678", 8));
	return 0;
}
