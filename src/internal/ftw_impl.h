#ifndef _WEFT_FTW_IMPL_H
#define _WEFT_FTW_IMPL_H

#include <ftw.h>
#include "libc.h"

/* The walk behind ftw and nftw: exactly one of fn (nftw's form) and
   oldfn (ftw's) is set. */
hidden int __ftw_walk(const char *path,
		      int (*fn)(const char *, const struct stat *, int, struct FTW *),
		      int (*oldfn)(const char *, const struct stat *, int), int flags);

#endif
