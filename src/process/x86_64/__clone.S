/* long __clone(int (*fn)(void *), void *stack, unsigned long flags,
                void *arg, int *ptid, void *tls, int *ctid)

   The clone system call with the child running fn(arg) on stack; when fn
   returns, the child thread exits with its value (SYS_exit: this task
   only).  Returns the child's tid, or a negative error number, in the
   parent.  fn and arg travel on the child's stack: the child has no other
   memory of its own when it starts. */
	.text
	.global __clone
	.hidden __clone
	.type __clone, @function
__clone:
	and $-16, %rsi
	sub $16, %rsi
	mov %rdi, (%rsi)            /* fn */
	mov %rcx, 8(%rsi)           /* arg */
	mov %rdx, %rdi              /* flags */
	mov %r8, %rdx               /* parent tid */
	mov %r9, %r8                /* tls */
	mov 8(%rsp), %r10           /* child tid */
	mov $56, %eax               /* SYS_clone */
	syscall
	test %rax, %rax
	jnz 1f
	xor %ebp, %ebp              /* child: outermost frame */
	pop %rax
	pop %rdi
	call *%rax                  /* rsp is 16-byte aligned here */
	mov %eax, %edi
	mov $60, %eax               /* SYS_exit */
	syscall
	hlt
1:	ret
	.size __clone, . - __clone

	.section .note.GNU-stack, "", @progbits
