/* XSI puts crypt in <unistd.h>: a strict C99 program asking for
   _XOPEN_SOURCE gets it without <crypt.h> (an implicit declaration
   would be an error here) and links it with -lcrypt, as on glibc
   systems.  weft-only: glibc (2.28 on, crypt being libxcrypt's) declares
   it in <unistd.h> for _DEFAULT_SOURCE only, not for XSI as POSIX asks. */
// test: weft-only
// test: cflags -std=c99 -D_XOPEN_SOURCE=700 -Werror=implicit-function-declaration
// test: ldflags -lcrypt
#include <unistd.h>
#include "check.h"

int main(void)
{
	char *(*f)(const char *, const char *) = crypt;
	CHECK_STR(f("pw", "ab"), "abzlUXK5ed5rs");
	CHECK_STR(crypt("pw", "$1$abc"), "$1$abc$Kb85XxsXB.VXinPhbS4431");
	return 0;
}
