/* Where a makecontext function returns to (makecontext sets the
   context's x30 to this address).  x19 holds uc_link: the context's x19,
   which the function preserved; sp is back where makecontext set it,
   16-byte aligned. */
	.text
	.globl __makecontext_start
	.hidden __makecontext_start
	.type __makecontext_start, %function
__makecontext_start:
	mov x0, x19
	bl __makecontext_end
	brk #1
	.size __makecontext_start, .-__makecontext_start

	.section .note.GNU-stack,"",%progbits
