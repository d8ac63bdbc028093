/* _Noreturn void __unmapself(void *base, size_t size)

   A detached thread's last act: unmap the mapping that holds its own
   stack and descriptor, then exit.  After munmap there is no stack, so
   everything stays in registers; signals are already blocked, so no
   handler can run on the freed memory. */
	.text
	.global __unmapself
	.hidden __unmapself
	.type __unmapself, %function
__unmapself:
	mov x8, #215                /* SYS_munmap */
	svc #0
	mov x0, #0
	mov x8, #93                 /* SYS_exit: this thread only */
	svc #0
	udf #0
	.size __unmapself, . - __unmapself

	.section .note.GNU-stack, "", %progbits
