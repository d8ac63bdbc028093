/* Path-name expansion as the shell does it: every existing path that a
   pattern of '*', '?' and bracket expressions matches. */
#ifndef _GLOB_H
#define _GLOB_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

typedef struct {
	size_t gl_pathc;  /* paths matched, not counting gl_offs */
	char **gl_pathv;  /* gl_offs null pointers, the paths, a null */
	size_t gl_offs;   /* slots to reserve at the start (GLOB_DOOFFS) */
	int gl_flags;     /* the flags given, plus GLOB_MAGCHAR */
	/* glibc's alternative directory functions: same size, unused */
	void *__unused[5];
} glob_t;
#ifdef _LARGEFILE64_SOURCE
typedef glob_t glob64_t;
#endif

#define GLOB_ERR      (1 << 0)   /* stop at an unreadable directory */
#define GLOB_MARK     (1 << 1)   /* append '/' to directories */
#define GLOB_NOSORT   (1 << 2)   /* leave the paths in directory order */
#define GLOB_DOOFFS   (1 << 3)   /* reserve gl_offs slots */
#define GLOB_NOCHECK  (1 << 4)   /* no match: return the pattern itself */
#define GLOB_APPEND   (1 << 5)   /* add to the results of an earlier call */
#define GLOB_NOESCAPE (1 << 6)   /* '\\' is an ordinary character */
#if defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE)
# define GLOB_PERIOD      (1 << 7)   /* wildcards may match a leading '.' */
# define GLOB_MAGCHAR     (1 << 8)   /* set in gl_flags: the pattern had wildcards */
# define GLOB_BRACE       (1 << 10)  /* expand {a,b} */
# define GLOB_NOMAGIC     (1 << 11)  /* GLOB_NOCHECK for patterns without wildcards */
# define GLOB_TILDE       (1 << 12)  /* expand ~ and ~user */
# define GLOB_ONLYDIR     (1 << 13)  /* match directories only */
# define GLOB_TILDE_CHECK (1 << 14)  /* as GLOB_TILDE; an unknown user: no match */
#endif

#define GLOB_NOSPACE 1  /* out of memory */
#define GLOB_ABORTED 2  /* a read error stopped it (GLOB_ERR or errfunc) */
#define GLOB_NOMATCH 3  /* nothing matched */
#define GLOB_NOSYS   4
#if defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE)
# define GLOB_ABEND GLOB_ABORTED
#endif

__WEFT_BEGIN
int glob(const char *__weft_restrict pattern, int flags,
	 int (*errfunc)(const char *path, int error), glob_t *__weft_restrict pglob);
void globfree(glob_t *pglob);
#ifdef _GNU_SOURCE
int glob_pattern_p(const char *pattern, int quote);
#endif
#ifdef _LARGEFILE64_SOURCE
int glob64(const char *__weft_restrict pattern, int flags,
	   int (*errfunc)(const char *path, int error), glob64_t *__weft_restrict pglob);
void globfree64(glob64_t *pglob);
#endif
__WEFT_END

#endif
