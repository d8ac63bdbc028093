/* With _GNU_SOURCE, strerror_r is the GNU form: it returns the message,
   which for known errors need not be in buf; unknown errors are written
   into buf, truncated to fit. */
#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include "check.h"

/* glibc exports it but does not declare it */
int __xpg_strerror_r(int errnum, char *buf, size_t len);

int main(void)
{
	char buf[64], small[8];
	char *r;

	r = strerror_r(EACCES, buf, sizeof buf);
	CHECK_STR(r, "Permission denied");
	r = strerror_r(EACCES, small, sizeof small);	/* not truncated */
	CHECK_STR(r, "Permission denied");
	r = strerror_r(0, buf, sizeof buf);
	CHECK_STR(r, "Success");
	r = strerror_r(12345, buf, sizeof buf);
	CHECK_STR(r, "Unknown error 12345");
	r = strerror_r(12345, small, sizeof small);
	CHECK(r == small);
	CHECK_STR(r, "Unknown");
	/* the POSIX form is still there under its ABI name */
	CHECK_EQ(__xpg_strerror_r(EACCES, small, sizeof small), ERANGE);
	CHECK_STR(small, "Permiss");
	return 0;
}
