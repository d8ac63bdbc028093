/* int sigsetjmp(sigjmp_buf env, int savemask): as setjmp, and with a
   nonzero savemask also stores the thread's signal mask (the kernel's
   8-byte set) in env->__saved_mask for siglongjmp to restore. */
#include <bits/syscall.h>
#include "setjmp_impl.h"

	.text
	.globl sigsetjmp
	.type sigsetjmp, @function
sigsetjmp:
	mov %rbx, 0(%rdi)
	mov %rbp, 8(%rdi)
	mov %r12, 16(%rdi)
	mov %r13, 24(%rdi)
	mov %r14, 32(%rdi)
	mov %r15, 40(%rdi)
	lea 8(%rsp), %rdx
	mov %rdx, 48(%rdi)
	mov (%rsp), %rdx
	mov %rdx, 56(%rdi)
	movl $0, JB_MASK_WAS_SAVED(%rdi)
	test %esi, %esi
	jz 1f
	movl $1, JB_MASK_WAS_SAVED(%rdi)
	/* rt_sigprocmask(SIG_BLOCK, NULL, &env->__saved_mask, 8): reads the
	   mask without changing it.  It cannot fail with these arguments. */
	lea JB_SAVED_MASK(%rdi), %rdx
	xor %edi, %edi
	xor %esi, %esi
	mov $8, %r10d
	mov $SYS_rt_sigprocmask, %eax
	syscall
1:	xor %eax, %eax
	ret
	.size sigsetjmp, .-sigsetjmp

	.section .note.GNU-stack,"",@progbits
