#include <errno.h>
#include <nl_types.h>

/* weft has only the C locale and reads no message catalogs: every
   catopen fails cleanly, and catgets then returns the caller's default
   text (POSIX lets catopen fail; programs must handle it). */
nl_catd catopen(const char *name, int flag)
{
	(void)flag;
	errno = name && *name ? ENOENT : EINVAL;
	return (nl_catd)-1;
}
