/* POSIX regular expressions, basic (BRE) and extended (ERE). */
#ifndef _REGEX_H
#define _REGEX_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

typedef int regoff_t;

/* The size of glibc's, so that structures embedding one keep their
   layout; only re_nsub is public. */
typedef struct {
	void *__prog;
	size_t __pad0[5];
	size_t re_nsub;  /* parenthesised subexpressions */
	size_t __pad1;
} regex_t;

typedef struct {
	regoff_t rm_so;  /* start offset, -1 if the subexpression did not take part */
	regoff_t rm_eo;  /* offset just past the end */
} regmatch_t;

/* regcomp's flags */
#define REG_EXTENDED 1
#define REG_ICASE    2
#define REG_NEWLINE  4
#define REG_NOSUB    8
/* regexec's flags */
#define REG_NOTBOL   1
#define REG_NOTEOL   2
#if defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE)
# define REG_STARTEND 4  /* match string[pmatch[0].rm_so .. rm_eo) */
#endif

#define RE_DUP_MAX 0x7fff

/* Errors (glibc's numbers). */
#define REG_NOERROR  0
#define REG_NOMATCH  1
#define REG_BADPAT   2
#define REG_ECOLLATE 3
#define REG_ECTYPE   4
#define REG_EESCAPE  5
#define REG_ESUBREG  6
#define REG_EBRACK   7
#define REG_EPAREN   8
#define REG_EBRACE   9
#define REG_BADBR    10
#define REG_ERANGE   11
#define REG_ESPACE   12
#define REG_BADRPT   13
#define REG_EEND     14
#define REG_ESIZE    15
#define REG_ERPAREN  16

__WEFT_BEGIN
int regcomp(regex_t *__weft_restrict preg, const char *__weft_restrict pattern, int cflags);
int regexec(const regex_t *__weft_restrict preg, const char *__weft_restrict string,
	    size_t nmatch, regmatch_t pmatch[__weft_restrict], int eflags);
size_t regerror(int errcode, const regex_t *__weft_restrict preg, char *__weft_restrict buf,
		size_t size);
void regfree(regex_t *preg);
__WEFT_END

#endif
