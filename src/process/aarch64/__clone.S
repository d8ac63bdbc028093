/* long __clone(int (*fn)(void *), void *stack, unsigned long flags,
                void *arg, int *ptid, void *tls, int *ctid)

   The clone system call (arm64 takes the "backwards" order: flags,
   stack, parent tid, tls, child tid) with the child running fn(arg) on stack; when fn returns,
   the child thread exits with its value (SYS_exit: this task only).
   Returns the child's tid, or a negative error number, in the parent.
   fn and arg travel on the child's stack: the child has no other memory
   of its own when it starts. */
	.text
	.global __clone
	.hidden __clone
	.type __clone, %function
__clone:
	and x1, x1, #-16
	stp x0, x3, [x1, #-16]!     /* fn, arg */
	mov x0, x2                  /* flags */
	mov x2, x4                  /* parent tid */
	mov x3, x5                  /* tls */
	mov x4, x6                  /* child tid */
	mov x8, #220                /* SYS_clone */
	svc #0
	cbz x0, 1f
	ret
1:	mov x29, #0                 /* child: outermost frame */
	mov x30, #0
	ldp x1, x0, [sp], #16
	blr x1
	mov x8, #93                 /* SYS_exit */
	svc #0
	udf #0
	.size __clone, . - __clone

	.section .note.GNU-stack, "", %progbits
