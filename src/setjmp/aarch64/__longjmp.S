/* void __longjmp(long *regs, int val): reloads what setjmp saved and
   resumes after that setjmp call, returning val, or 1 if val is 0. */
	.text
	.globl __longjmp
	.hidden __longjmp
	.type __longjmp, %function
__longjmp:
	ldp x19, x20, [x0, #0]
	ldp x21, x22, [x0, #16]
	ldp x23, x24, [x0, #32]
	ldp x25, x26, [x0, #48]
	ldp x27, x28, [x0, #64]
	ldp x29, x30, [x0, #80]
	ldr x2, [x0, #96]
	mov sp, x2
	ldp d8, d9, [x0, #104]
	ldp d10, d11, [x0, #120]
	ldp d12, d13, [x0, #136]
	ldp d14, d15, [x0, #152]
	cmp w1, #0
	csinc w0, w1, wzr, ne
	ret
	.size __longjmp, .-__longjmp

	.section .note.GNU-stack,"",%progbits
