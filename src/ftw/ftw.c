#include "ftw_impl.h"
#include "libc.h"

/* nftw's walk following symbolic links, directories before their
   contents, with the three-argument function. */
int ftw(const char *path, int (*fn)(const char *path, const struct stat *st, int type),
	int nopenfd)
{
	(void)nopenfd;
	return __ftw_walk(path, 0, fn, 0);
}

weak_alias(ftw, ftw64);
