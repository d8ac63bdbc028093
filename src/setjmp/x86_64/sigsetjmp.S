/* int sigsetjmp(sigjmp_buf env, int savemask): as setjmp, and with a
   nonzero savemask also stores the thread's signal mask (the kernel's
   8-byte set) in env->__saved_mask for siglongjmp to restore.  The mask
   is read first (the system call leaves the callee-saved registers and
   the stack alone), then setjmp's register saving runs by a tail jump. */
#include <bits/syscall.h>
#include "setjmp_impl.h"

	.text
	.globl sigsetjmp
	.type sigsetjmp, @function
sigsetjmp:
	movl $0, JB_MASK_WAS_SAVED(%rdi)
	test %esi, %esi
	jz 1f
	movl $1, JB_MASK_WAS_SAVED(%rdi)
	/* rt_sigprocmask(SIG_BLOCK, NULL, &env->__saved_mask, 8): reads the
	   mask without changing it.  It cannot fail with these arguments. */
	mov %rdi, %r8
	lea JB_SAVED_MASK(%rdi), %rdx
	xor %edi, %edi
	xor %esi, %esi
	mov $8, %r10d
	mov $SYS_rt_sigprocmask, %eax
	syscall
	mov %r8, %rdi
1:	jmp __setjmp_save
	.size sigsetjmp, .-sigsetjmp

	.section .note.GNU-stack,"",@progbits
