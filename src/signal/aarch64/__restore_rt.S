/* Where a signal handler returns to: rt_sigreturn restores the interrupted
   context the kernel saved on the stack.  arm64 honours SA_RESTORER
   (otherwise it returns through the vDSO's trampoline); giving our own
   keeps sigaction the same on every arch that has the flag. */
	.text
	.global __restore_rt
	.hidden __restore_rt
	.type __restore_rt, %function
__restore_rt:
	mov x8, #139                /* SYS_rt_sigreturn */
	svc #0
	udf #0
	.size __restore_rt, . - __restore_rt

	.section .note.GNU-stack, "", %progbits
