/* <limits.h>: XSI's WORD_BIT and LONG_BIT, the bits of int and long, and
   C23's BOOL_WIDTH and BOOL_MAX (with _GNU_SOURCE, as glibc). */
#define _GNU_SOURCE
#include <limits.h>
#include "check.h"

int main(void)
{
#if !defined(WORD_BIT) || !defined(LONG_BIT) || !defined(BOOL_WIDTH) || !defined(BOOL_MAX)
	CHECK(!"WORD_BIT, LONG_BIT, BOOL_WIDTH and BOOL_MAX are defined");
#else
	CHECK_EQ(WORD_BIT, sizeof(int) * CHAR_BIT);
	CHECK_EQ(LONG_BIT, sizeof(long) * CHAR_BIT);
	CHECK_EQ(BOOL_WIDTH, 1);
	CHECK_EQ(BOOL_MAX, 1);
	_Bool b = BOOL_MAX;
	CHECK_EQ(b, 1);
	/* usable in #if, as limits are */
#if LONG_BIT == 64
	CHECK_EQ(sizeof(long), 8);
#else
	CHECK_EQ(sizeof(long), 4);
#endif
#endif
	return 0;
}
