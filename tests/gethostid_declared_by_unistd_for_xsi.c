/* gethostid is XSI: a strict C99 program asking for _XOPEN_SOURCE gets
   its prototype from <unistd.h> (an implicit declaration is an error
   here), with the type POSIX gives it. */
// test: cflags -std=c99 -D_XOPEN_SOURCE=700 -Werror=implicit-function-declaration
#include <unistd.h>
#include "check.h"

int main(void)
{
	long (*f)(void) = gethostid;
	long a = f(), b = gethostid();
	/* the same host, asked twice */
	CHECK_EQ(a, b);
	return 0;
}
