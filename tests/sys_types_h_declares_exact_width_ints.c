/* <sys/types.h> alone gives int8_t .. int64_t, as glibc's does (code
   that includes only it and uses int32_t builds on both), and they are
   the same types as <stdint.h>'s, which may come after. */
#include <sys/types.h>

/* before any other header: a build failure here is the test failing */
static int8_t a8 = -1;
static int16_t a16 = -1;
static int32_t a32 = -1;
static int64_t a64 = -1;

#include <stdint.h>
#include "check.h"

int main(void)
{
	int8_t a = -1;
	int16_t b = -1;
	int32_t c = INT32_MIN;
	int64_t d = INT64_MAX;
	CHECK_EQ(sizeof a, 1);
	CHECK_EQ(sizeof b, 2);
	CHECK_EQ(sizeof c, 4);
	CHECK_EQ(sizeof d, 8);
	CHECK(a < 0 && b < 0 && c < 0 && d > 0);
	CHECK(a8 < 0 && a16 < 0 && a32 < 0 && a64 < 0);
	CHECK_EQ(sizeof a8 + sizeof a16 + sizeof a32 + sizeof a64, 15);
	return 0;
}
