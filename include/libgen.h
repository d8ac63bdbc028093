/* POSIX path-name parsing.  Both functions may write into the string they
   are given (to cut trailing slashes) and may return a pointer into it or
   to static storage, as POSIX allows and glibc's POSIX versions do. */
#ifndef _LIBGEN_H
#define _LIBGEN_H

#include <features.h>

__WEFT_BEGIN
char *basename(char *path);
char *dirname(char *path);
__WEFT_END

#endif
