/* int setjmp(jmp_buf env): saves rbx rbp r12-r15, the caller's stack
   pointer (as it will be after our return) and the return address, marks
   the signal mask as not saved and returns 0. */
#include "setjmp_impl.h"

	.text
	.globl setjmp
	.type setjmp, @function
setjmp:
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
	xor %eax, %eax
	ret
	.size setjmp, .-setjmp

	.section .note.GNU-stack,"",@progbits
