#include <errno.h>
#include <nl_types.h>

/* No catalog can be open (see catopen): the default text s, with EBADF. */
char *catgets(nl_catd catd, int set_id, int msg_id, const char *s)
{
	(void)catd;
	(void)set_id;
	(void)msg_id;
	errno = EBADF;
	return (char *)s;
}
