/* Where a makecontext function returns to (makecontext puts this address
   where the function finds its return address).  rbx holds uc_link: the
   context's rbx, which the function preserved.  The return has popped
   the stack pointer back to a 16-byte boundary, as a call needs. */
	.text
	.globl __makecontext_start
	.hidden __makecontext_start
	.type __makecontext_start, @function
__makecontext_start:
	mov %rbx, %rdi
	call __makecontext_end
	ud2
	.size __makecontext_start, .-__makecontext_start

	.section .note.GNU-stack,"",@progbits
