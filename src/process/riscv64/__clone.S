/* long __clone(int (*fn)(void *), void *stack, unsigned long flags,
                void *arg, int *ptid, void *tls, int *ctid)

   The clone system call (flags, stack, parent tid, tls, child tid) with
   the child running fn(arg) on stack; when fn returns, the child thread
   exits with its value (SYS_exit: this task only).  Returns the child's
   tid, or a negative error number, in the parent.  fn and arg travel on
   the child's stack. */
	.text
	.global __clone
	.hidden __clone
	.type __clone, %function
__clone:
	andi a1, a1, -16
	addi a1, a1, -16
	sd a0, 0(a1)                /* fn */
	sd a3, 8(a1)                /* arg */
	mv a0, a2                   /* flags */
	mv a2, a4                   /* parent tid */
	mv a3, a5                   /* tls */
	mv a4, a6                   /* child tid */
	li a7, 220                  /* SYS_clone */
	ecall
	beqz a0, 1f
	ret
1:	mv s0, zero                 /* child: outermost frame */
	mv ra, zero
	ld a1, 0(sp)
	ld a0, 8(sp)
	addi sp, sp, 16
	jalr a1
	li a7, 93                   /* SYS_exit */
	ecall
	unimp
	.size __clone, . - __clone

	.section .note.GNU-stack, "", %progbits
