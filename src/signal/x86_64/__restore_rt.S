/* Where a signal handler returns to: rt_sigreturn restores the interrupted
   context the kernel saved on the stack.  Installed as every handler's
   sa_restorer (x86_64 requires one). */
	.text
	.global __restore_rt
	.hidden __restore_rt
	.type __restore_rt, @function
__restore_rt:
	mov $15, %rax           /* SYS_rt_sigreturn; this encoding (48 c7 c0) is
				   what unwinders recognise as a signal frame */
	syscall
	hlt
	.size __restore_rt, . - __restore_rt

	.section .note.GNU-stack, "", @progbits
