/* cfree frees; stime checks its argument and passes the time to the
   kernel (a null pointer is EINVAL, as glibc's; a negative time is the
   kernel's EINVAL, so the clock is never changed here). */
// test: weft-only (glibc 2.36 keeps cfree and stime for old binaries only: new programs cannot link them)
#include <malloc.h>
#include <stdlib.h>
#include <time.h>
#include "check.h"

int main(void)
{
	for (int i = 0; i < 1000; i++) {
		char *p = malloc(100 + i);
		CHECK(p);
		p[0] = 1;
		cfree(p);
	}
	cfree(0);

	CHECK_ERR(stime(0), EINVAL);
	time_t bad = -1;
	errno = 0;
	int r = stime(&bad);
	CHECK_EQ(r, -1);
	CHECK(errno == EINVAL || errno == EPERM);
	return 0;
}
