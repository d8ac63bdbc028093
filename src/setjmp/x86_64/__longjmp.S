/* void __longjmp(long *regs, int val): reloads what setjmp saved and
   resumes after that setjmp call, returning val, or 1 if val is 0. */
	.text
	.globl __longjmp
	.hidden __longjmp
	.type __longjmp, @function
__longjmp:
	mov %esi, %eax
	test %eax, %eax
	jnz 1f
	inc %eax
1:	mov 0(%rdi), %rbx
	mov 8(%rdi), %rbp
	mov 16(%rdi), %r12
	mov 24(%rdi), %r13
	mov 32(%rdi), %r14
	mov 40(%rdi), %r15
	mov 48(%rdi), %rsp
	jmp *56(%rdi)
	.size __longjmp, .-__longjmp

	.section .note.GNU-stack,"",@progbits
