/* Message catalogs: opening one that does not exist fails with
   (nl_catd)-1 and errno set, and catgets falls back to the default text;
   catclose of an invalid descriptor is EBADF. */
#include <nl_types.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	setenv("NLSPATH", "/nonexistent/%N.cat", 1);
	errno = 0;
	nl_catd c = catopen("weft-no-such-catalog", 0);
	CHECK(c == (nl_catd)-1);
	CHECK(errno != 0);
	CHECK_STR(catgets(c, 1, 1, "default text"), "default text");
	CHECK_ERR(catclose(c), EBADF);
	return 0;
}
