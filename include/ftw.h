/* Walking a file tree, calling a function on every file. */
#ifndef _FTW_H
#define _FTW_H

#include <features.h>
#include <sys/stat.h>

/* What the function is told a path is. */
#define FTW_F   0  /* a file (not a directory) */
#define FTW_D   1  /* a directory, before its contents */
#define FTW_DNR 2  /* a directory that cannot be read */
#define FTW_NS  3  /* stat failed */
#define FTW_SL  4  /* a symbolic link (with FTW_PHYS) */
#define FTW_DP  5  /* a directory, after its contents (FTW_DEPTH) */
#define FTW_SLN 6  /* a symbolic link to nothing */

/* nftw's flags */
#define FTW_PHYS  1  /* do not follow symbolic links */
#define FTW_MOUNT 2  /* stay on the starting file system */
#define FTW_CHDIR 4  /* change into each directory before reading it */
#define FTW_DEPTH 8  /* contents before their directory */
#if defined(_GNU_SOURCE)
# define FTW_ACTIONRETVAL 16  /* the function's result steers the walk: */
# define FTW_CONTINUE      0
# define FTW_STOP          1
# define FTW_SKIP_SUBTREE  2
# define FTW_SKIP_SIBLINGS 3
#endif

struct FTW {
	int base;   /* offset of the last component in the path */
	int level;  /* depth below the starting path */
};

__WEFT_BEGIN
int ftw(const char *path, int (*fn)(const char *path, const struct stat *st, int type),
	int nopenfd);
int nftw(const char *path,
	 int (*fn)(const char *path, const struct stat *st, int type, struct FTW *ftw),
	 int nopenfd, int flags);
#ifdef _LARGEFILE64_SOURCE
int ftw64(const char *path, int (*fn)(const char *path, const struct stat64 *st, int type),
	  int nopenfd);
int nftw64(const char *path,
	   int (*fn)(const char *path, const struct stat64 *st, int type, struct FTW *ftw),
	   int nopenfd, int flags);
#endif
__WEFT_END

#endif
