/* int sigsetjmp(sigjmp_buf env, int savemask): as setjmp, and with a
   nonzero savemask also stores the thread's signal mask (the kernel's
   8-byte set) in env->__saved_mask for siglongjmp to restore.  The svc
   changes only x0, which is kept in x9 meanwhile; then setjmp's register
   saving runs by a branch. */
#include <bits/syscall.h>
#include "setjmp_impl.h"

	.text
	.globl sigsetjmp
	.type sigsetjmp, %function
sigsetjmp:
	str wzr, [x0, #JB_MASK_WAS_SAVED]
	cbz w1, 1f
	mov w2, #1
	str w2, [x0, #JB_MASK_WAS_SAVED]
	/* rt_sigprocmask(SIG_BLOCK, NULL, &env->__saved_mask, 8): reads the
	   mask without changing it.  It cannot fail with these arguments. */
	mov x9, x0
	add x2, x0, #JB_SAVED_MASK
	mov x0, #0
	mov x1, #0
	mov x3, #8
	mov x8, #SYS_rt_sigprocmask
	svc #0
	mov x0, x9
1:	b __setjmp_save
	.size sigsetjmp, .-sigsetjmp

	.section .note.GNU-stack,"",%progbits
