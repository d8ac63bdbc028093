/* <limits.h> defines MAX_CANON and MAX_INPUT (POSIX pathname variable
   values, allowed as constants since they do not vary by file) and they
   agree with what pathconf reports for a terminal-independent path. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
#if !defined(MAX_CANON) || !defined(MAX_INPUT)
	CHECK(!"MAX_CANON and MAX_INPUT are defined");
#else
	CHECK(MAX_CANON >= _POSIX_MAX_CANON);
	CHECK(MAX_INPUT >= _POSIX_MAX_INPUT);
	errno = 0;
	CHECK_EQ(pathconf("/", _PC_MAX_CANON), MAX_CANON);
	CHECK_EQ(pathconf("/", _PC_MAX_INPUT), MAX_INPUT);
	/* usable in #if, as limits are */
#if MAX_CANON < 255
	CHECK(!"MAX_CANON is at least 255");
#endif
#endif
	return 0;
}
