/* %m prints strerror(errno) of the time of the call (GNU), with width and
   precision like %s.  (Needs strerror.) */
// test: cflags -Wno-format
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

int main(void)
{
	char buf[256], want[256];

	errno = ENOENT;
	CHECK_EQ(snprintf(buf, sizeof buf, "%m"), (long long)strlen(strerror(ENOENT)));
	CHECK_STR(buf, strerror(ENOENT));
	errno = EINVAL;
	snprintf(want, sizeof want, "[%30s]", strerror(EINVAL));
	snprintf(buf, sizeof buf, "[%30m]");
	CHECK_STR(buf, want);
	errno = EINVAL;
	snprintf(want, sizeof want, "[%-.4s]", strerror(EINVAL));
	snprintf(buf, sizeof buf, "[%-.4m]");
	CHECK_STR(buf, want);
	return 0;
}
