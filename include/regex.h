/* POSIX regular expressions, basic (BRE) and extended (ERE). */
#ifndef _REGEX_H
#define _REGEX_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

typedef int regoff_t;

#ifdef _GNU_SOURCE
# define __WEFT_RE_FIELD(name) name
#else
# define __WEFT_RE_FIELD(name) __##name
#endif

/* The syntax a GNU pattern is read with: a set of RE_ bits below. */
typedef unsigned long reg_syntax_t;

/* regex_t is also the GNU interface's pattern buffer, laid out as
   glibc's (64 bytes on LP64).  Outside _GNU_SOURCE the fields other
   than re_nsub carry reserved names. */
struct re_pattern_buffer {
	void *__WEFT_RE_FIELD(buffer);                /* the compiled program */
	unsigned long __WEFT_RE_FIELD(allocated);     /* bytes behind buffer */
	unsigned long __WEFT_RE_FIELD(used);
	reg_syntax_t __WEFT_RE_FIELD(syntax);         /* as compiled */
	char *__WEFT_RE_FIELD(fastmap);               /* 256 bytes, or null */
	unsigned char *__WEFT_RE_FIELD(translate);    /* 256 bytes: text bytes are read as
							 their images, or null */
	size_t re_nsub;                               /* parenthesised subexpressions */
	unsigned __WEFT_RE_FIELD(can_be_null) : 1;    /* may match the empty string */
	unsigned __WEFT_RE_FIELD(regs_allocated) : 2; /* REGS_ below */
	unsigned __WEFT_RE_FIELD(fastmap_accurate) : 1;
	unsigned __WEFT_RE_FIELD(no_sub) : 1;         /* registers are not wanted */
	unsigned __WEFT_RE_FIELD(not_bol) : 1;        /* re_search: text start is no line start */
	unsigned __WEFT_RE_FIELD(not_eol) : 1;
	unsigned __WEFT_RE_FIELD(newline_anchor) : 1; /* ^ and $ also at '\n' */
};
typedef struct re_pattern_buffer regex_t;

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

#ifdef _GNU_SOURCE
/* Syntax bits (glibc's values: programs spell them as numbers too). */
# define RE_BACKSLASH_ESCAPE_IN_LISTS 0x1UL
# define RE_BK_PLUS_QM                0x2UL
# define RE_CHAR_CLASSES              0x4UL
# define RE_CONTEXT_INDEP_ANCHORS     0x8UL
# define RE_CONTEXT_INDEP_OPS         0x10UL
# define RE_CONTEXT_INVALID_OPS       0x20UL
# define RE_DOT_NEWLINE               0x40UL
# define RE_DOT_NOT_NULL              0x80UL
# define RE_HAT_LISTS_NOT_NEWLINE     0x100UL
# define RE_INTERVALS                 0x200UL
# define RE_LIMITED_OPS               0x400UL
# define RE_NEWLINE_ALT               0x800UL
# define RE_NO_BK_BRACES              0x1000UL
# define RE_NO_BK_PARENS              0x2000UL
# define RE_NO_BK_REFS                0x4000UL
# define RE_NO_BK_VBAR                0x8000UL
# define RE_NO_EMPTY_RANGES           0x10000UL
# define RE_UNMATCHED_RIGHT_PAREN_ORD 0x20000UL
# define RE_NO_POSIX_BACKTRACKING     0x40000UL
# define RE_NO_GNU_OPS                0x80000UL
# define RE_DEBUG                     0x100000UL
# define RE_INVALID_INTERVAL_ORD      0x200000UL
# define RE_ICASE                     0x400000UL
# define RE_CARET_ANCHORS_HERE        0x800000UL
# define RE_CONTEXT_INVALID_DUP       0x1000000UL
# define RE_NO_SUB                    0x2000000UL

/* The syntaxes of common programs, built from the bits. */
# define RE_SYNTAX_EMACS 0UL
# define _RE_SYNTAX_POSIX_COMMON \
	(RE_CHAR_CLASSES | RE_DOT_NEWLINE | RE_DOT_NOT_NULL | RE_INTERVALS | RE_NO_EMPTY_RANGES)
# define RE_SYNTAX_POSIX_BASIC \
	(_RE_SYNTAX_POSIX_COMMON | RE_BK_PLUS_QM | RE_CONTEXT_INVALID_DUP)
# define RE_SYNTAX_POSIX_MINIMAL_BASIC (_RE_SYNTAX_POSIX_COMMON | RE_LIMITED_OPS)
# define RE_SYNTAX_POSIX_EXTENDED \
	(_RE_SYNTAX_POSIX_COMMON | RE_CONTEXT_INDEP_ANCHORS | RE_CONTEXT_INDEP_OPS | \
	 RE_NO_BK_BRACES | RE_NO_BK_PARENS | RE_NO_BK_VBAR | RE_CONTEXT_INVALID_OPS | \
	 RE_UNMATCHED_RIGHT_PAREN_ORD)
# define RE_SYNTAX_POSIX_MINIMAL_EXTENDED \
	(_RE_SYNTAX_POSIX_COMMON | RE_CONTEXT_INDEP_ANCHORS | RE_CONTEXT_INVALID_OPS | \
	 RE_NO_BK_BRACES | RE_NO_BK_PARENS | RE_NO_BK_REFS | RE_NO_BK_VBAR | \
	 RE_UNMATCHED_RIGHT_PAREN_ORD)
# define RE_SYNTAX_AWK \
	(RE_BACKSLASH_ESCAPE_IN_LISTS | RE_DOT_NOT_NULL | RE_NO_BK_PARENS | RE_NO_BK_REFS | \
	 RE_NO_BK_VBAR | RE_NO_EMPTY_RANGES | RE_DOT_NEWLINE | RE_CONTEXT_INDEP_ANCHORS | \
	 RE_CHAR_CLASSES | RE_UNMATCHED_RIGHT_PAREN_ORD | RE_NO_GNU_OPS)
# define RE_SYNTAX_GNU_AWK \
	((RE_SYNTAX_POSIX_EXTENDED | RE_BACKSLASH_ESCAPE_IN_LISTS | RE_INVALID_INTERVAL_ORD) & \
	 ~(RE_DOT_NOT_NULL | RE_CONTEXT_INDEP_OPS | RE_CONTEXT_INVALID_OPS))
# define RE_SYNTAX_POSIX_AWK \
	(RE_SYNTAX_POSIX_EXTENDED | RE_BACKSLASH_ESCAPE_IN_LISTS | RE_INTERVALS | \
	 RE_NO_GNU_OPS | RE_INVALID_INTERVAL_ORD)
# define RE_SYNTAX_GREP \
	((RE_SYNTAX_POSIX_BASIC | RE_NEWLINE_ALT) & ~(RE_CONTEXT_INVALID_DUP | RE_DOT_NOT_NULL))
# define RE_SYNTAX_EGREP \
	((RE_SYNTAX_POSIX_EXTENDED | RE_INVALID_INTERVAL_ORD | RE_NEWLINE_ALT) & \
	 ~(RE_CONTEXT_INVALID_OPS | RE_DOT_NOT_NULL))
# define RE_SYNTAX_POSIX_EGREP RE_SYNTAX_EGREP
# define RE_SYNTAX_ED RE_SYNTAX_POSIX_BASIC
# define RE_SYNTAX_SED RE_SYNTAX_POSIX_BASIC

/* regs_allocated: who owns a struct re_registers' arrays. */
# define REGS_UNALLOCATED 0  /* the next search mallocs them */
# define REGS_REALLOCATE  1  /* malloc'd: searches may grow them */
# define REGS_FIXED       2  /* the caller's: filled as far as they reach */

# define RE_NREGS 30

/* Where a GNU search puts the groups' offsets: start[i]..end[i], -1 for
   a group that took no part. */
struct re_registers {
	unsigned num_regs;
	regoff_t *start;
	regoff_t *end;
};

extern reg_syntax_t re_syntax_options;
#endif

__WEFT_BEGIN
int regcomp(regex_t *__weft_restrict preg, const char *__weft_restrict pattern, int cflags);
int regexec(const regex_t *__weft_restrict preg, const char *__weft_restrict string,
	    size_t nmatch, regmatch_t pmatch[__weft_restrict], int eflags);
size_t regerror(int errcode, const regex_t *__weft_restrict preg, char *__weft_restrict buf,
		size_t size);
void regfree(regex_t *preg);
#ifdef _GNU_SOURCE
reg_syntax_t re_set_syntax(reg_syntax_t syntax);
const char *re_compile_pattern(const char *pattern, size_t length, struct re_pattern_buffer *buf);
int re_compile_fastmap(struct re_pattern_buffer *buf);
regoff_t re_search(struct re_pattern_buffer *buf, const char *string, regoff_t length,
		   regoff_t start, regoff_t range, struct re_registers *regs);
regoff_t re_search_2(struct re_pattern_buffer *buf, const char *string1, regoff_t length1,
		     const char *string2, regoff_t length2, regoff_t start, regoff_t range,
		     struct re_registers *regs, regoff_t stop);
regoff_t re_match(struct re_pattern_buffer *buf, const char *string, regoff_t length,
		  regoff_t start, struct re_registers *regs);
regoff_t re_match_2(struct re_pattern_buffer *buf, const char *string1, regoff_t length1,
		    const char *string2, regoff_t length2, regoff_t start,
		    struct re_registers *regs, regoff_t stop);
void re_set_registers(struct re_pattern_buffer *buf, struct re_registers *regs,
		      unsigned num_regs, regoff_t *starts, regoff_t *ends);
#endif
__WEFT_END

#endif
