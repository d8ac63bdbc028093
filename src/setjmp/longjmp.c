#include <setjmp.h>
#include "setjmp_impl.h"
#include "syscall.h"

/* Restores the signal mask first if sigsetjmp saved one (as glibc does for
   longjmp too), so the resumed code runs with the mask it had. */
_Noreturn void longjmp(jmp_buf env, int val)
{
	if (env->__mask_was_saved)
		__syscall(SYS_rt_sigprocmask, 2 /* SIG_SETMASK */,
			  &env->__saved_mask, 0, 8);
	__longjmp(env->__jmpbuf, val);
}
