/* _Noreturn void __unmapself(void *base, size_t size)

   A detached thread's last act: unmap the mapping that holds its own
   stack and descriptor, then exit, in registers only. */
	.text
	.global __unmapself
	.hidden __unmapself
	.type __unmapself, %function
__unmapself:
	li a7, 215                  /* SYS_munmap */
	ecall
	li a0, 0
	li a7, 93                   /* SYS_exit: this thread only */
	ecall
	unimp
	.size __unmapself, . - __unmapself

	.section .note.GNU-stack, "", %progbits
