/* void __longjmp(long *regs, int val): reloads what setjmp saved and
   resumes after that setjmp call, returning val, or 1 if val is 0. */
	.text
	.globl __longjmp
	.hidden __longjmp
	.type __longjmp, %function
__longjmp:
	ld ra, 0(a0)
	ld s0, 8(a0)
	ld s1, 16(a0)
	ld s2, 24(a0)
	ld s3, 32(a0)
	ld s4, 40(a0)
	ld s5, 48(a0)
	ld s6, 56(a0)
	ld s7, 64(a0)
	ld s8, 72(a0)
	ld s9, 80(a0)
	ld s10, 88(a0)
	ld s11, 96(a0)
	ld sp, 104(a0)
	fld fs0, 112(a0)
	fld fs1, 120(a0)
	fld fs2, 128(a0)
	fld fs3, 136(a0)
	fld fs4, 144(a0)
	fld fs5, 152(a0)
	fld fs6, 160(a0)
	fld fs7, 168(a0)
	fld fs8, 176(a0)
	fld fs9, 184(a0)
	fld fs10, 192(a0)
	fld fs11, 200(a0)
	seqz a0, a1
	add a0, a0, a1
	ret
	.size __longjmp, .-__longjmp

	.section .note.GNU-stack,"",%progbits
