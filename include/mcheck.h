/* glibc's heap debugging calls.  weft's malloc checks its own headers on
   every free and realloc; these calls link and answer as glibc 2.34 and
   later do without its libc_malloc_debug.so preloaded (which a static
   program cannot load): mcheck is refused, mprobe reports checking
   disabled and mtrace records nothing. */
#ifndef _MCHECK_H
#define _MCHECK_H

#include <features.h>

enum mcheck_status {
	MCHECK_DISABLED = -1,   /* no checking is being done */
	MCHECK_OK,              /* the block is sound */
	MCHECK_FREE,            /* it was freed twice */
	MCHECK_HEAD,            /* the bytes before it were overwritten */
	MCHECK_TAIL             /* the bytes after it were overwritten */
};

__WEFT_BEGIN
int mcheck(void (*abortfunc)(enum mcheck_status));
int mcheck_pedantic(void (*abortfunc)(enum mcheck_status));
void mcheck_check_all(void);
enum mcheck_status mprobe(void *p);
void mtrace(void);
void muntrace(void);
__WEFT_END

#endif
