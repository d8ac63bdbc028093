/* Where a makecontext function returns to (makecontext sets the
   context's ra to this address).  s1 holds uc_link: the context's s1,
   which the function preserved; sp is back where makecontext set it,
   16-byte aligned. */
	.text
	.globl __makecontext_start
	.hidden __makecontext_start
	.type __makecontext_start, %function
__makecontext_start:
	mv a0, s1
	call __makecontext_end
	unimp
	.size __makecontext_start, .-__makecontext_start

	.section .note.GNU-stack,"",%progbits
