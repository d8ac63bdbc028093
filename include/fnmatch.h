/* Shell-style wildcard matching of one name against one pattern. */
#ifndef _FNMATCH_H
#define _FNMATCH_H

#include <features.h>

#define FNM_NOMATCH 1

#define FNM_PATHNAME (1 << 0)  /* wildcards never match '/' */
#define FNM_NOESCAPE (1 << 1)  /* '\\' is an ordinary character */
#define FNM_PERIOD   (1 << 2)  /* a leading '.' must be matched by a '.' */
#if defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE)
# define FNM_LEADING_DIR (1 << 3)  /* the pattern may match a leading directory */
# define FNM_CASEFOLD    (1 << 4)  /* letters match either case */
# define FNM_EXTMATCH    (1 << 5)  /* ksh groups: ?(a|b) *(..) +(..) @(..) !(..) */
# define FNM_FILE_NAME   FNM_PATHNAME
# define FNM_IGNORECASE  FNM_CASEFOLD
#endif
#define FNM_NOSYS (-1)

__WEFT_BEGIN
int fnmatch(const char *pattern, const char *name, int flags);
__WEFT_END

#endif
