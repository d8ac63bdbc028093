#include "ftw_impl.h"
#include "libc.h"

/* Calls fn on path and everything below it (see <ftw.h> for the flags).
   Returns 0 when the walk is complete, fn's nonzero result when fn
   stopped it, or -1 with errno for an error of the walk itself. */
int nftw(const char *path,
	 int (*fn)(const char *path, const struct stat *st, int type, struct FTW *ftw),
	 int nopenfd, int flags)
{
	(void)nopenfd;
	return __ftw_walk(path, fn, 0, flags);
}

weak_alias(nftw, nftw64);
