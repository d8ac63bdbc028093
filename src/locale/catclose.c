#include <errno.h>
#include <nl_types.h>

int catclose(nl_catd catd)
{
	(void)catd;
	errno = EBADF;
	return -1;
}
