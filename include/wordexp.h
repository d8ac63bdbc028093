/* Word expansion as the shell does it: tilde, parameters, command
   substitution, arithmetic, field splitting, path names, quote removal. */
#ifndef _WORDEXP_H
#define _WORDEXP_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

typedef struct {
	size_t we_wordc;  /* fields, not counting we_offs */
	char **we_wordv;  /* we_offs null pointers, the fields, a null */
	size_t we_offs;   /* slots to reserve at the start (WRDE_DOOFFS) */
} wordexp_t;

/* flags */
#define WRDE_DOOFFS  (1 << 0)  /* reserve we_offs slots */
#define WRDE_APPEND  (1 << 1)  /* add to the fields of an earlier call */
#define WRDE_NOCMD   (1 << 2)  /* refuse command substitution */
#define WRDE_REUSE   (1 << 3)  /* we holds an earlier call's fields: free them */
#define WRDE_SHOWERR (1 << 4)  /* let the shell's errors reach stderr */
#define WRDE_UNDEF   (1 << 5)  /* an unset variable is an error */

/* errors */
#define WRDE_NOSPACE 1  /* out of memory (or no shell) */
#define WRDE_BADCHAR 2  /* an unquoted | & ; < > ( ) { } or newline */
#define WRDE_BADVAL  3  /* an unset variable with WRDE_UNDEF */
#define WRDE_CMDSUB  4  /* command substitution with WRDE_NOCMD */
#define WRDE_SYNTAX  5  /* unbalanced quotes, a bad substitution */

__WEFT_BEGIN
int wordexp(const char *__weft_restrict words, wordexp_t *__weft_restrict we, int flags);
void wordfree(wordexp_t *we);
__WEFT_END

#endif
