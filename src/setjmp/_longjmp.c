#include <setjmp.h>

/* _setjmp saves no mask, so there is none to restore; an env from
   sigsetjmp gets its mask back as with longjmp, as on glibc. */
void _longjmp(jmp_buf env, int val)
{
	longjmp(env, val);
}
