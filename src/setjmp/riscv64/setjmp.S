/* int setjmp(jmp_buf env): marks the signal mask as not saved, then saves
   what the RISC-V psABI makes callee-saved: the return address, s0-s11,
   sp and fs0-fs11, and returns 0.  __setjmp_save is the register part,
   shared with sigsetjmp. */
#include "setjmp_impl.h"

	.text
	.globl setjmp
	.type setjmp, %function
setjmp:
	sw zero, JB_MASK_WAS_SAVED(a0)
	.globl __setjmp_save
	.hidden __setjmp_save
__setjmp_save:
	sd ra, 0(a0)
	sd s0, 8(a0)
	sd s1, 16(a0)
	sd s2, 24(a0)
	sd s3, 32(a0)
	sd s4, 40(a0)
	sd s5, 48(a0)
	sd s6, 56(a0)
	sd s7, 64(a0)
	sd s8, 72(a0)
	sd s9, 80(a0)
	sd s10, 88(a0)
	sd s11, 96(a0)
	sd sp, 104(a0)
	fsd fs0, 112(a0)
	fsd fs1, 120(a0)
	fsd fs2, 128(a0)
	fsd fs3, 136(a0)
	fsd fs4, 144(a0)
	fsd fs5, 152(a0)
	fsd fs6, 160(a0)
	fsd fs7, 168(a0)
	fsd fs8, 176(a0)
	fsd fs9, 184(a0)
	fsd fs10, 192(a0)
	fsd fs11, 200(a0)
	li a0, 0
	ret
	.size setjmp, .-setjmp

	.section .note.GNU-stack,"",%progbits
