/* int setjmp(jmp_buf env): marks the signal mask as not saved, then saves
   what AAPCS64 makes callee-saved: x19-x28, the frame pointer x29, the
   return address x30, sp and the low halves of v8-v15 (d8-d15), and
   returns 0.  __setjmp_save is the register part, shared with sigsetjmp
   (reached by a branch, so x30 is still setjmp's caller's). */
#include "setjmp_impl.h"

	.text
	.globl setjmp
	.type setjmp, %function
setjmp:
	str wzr, [x0, #JB_MASK_WAS_SAVED]
	.globl __setjmp_save
	.hidden __setjmp_save
__setjmp_save:
	stp x19, x20, [x0, #0]
	stp x21, x22, [x0, #16]
	stp x23, x24, [x0, #32]
	stp x25, x26, [x0, #48]
	stp x27, x28, [x0, #64]
	stp x29, x30, [x0, #80]
	mov x2, sp
	str x2, [x0, #96]
	stp d8, d9, [x0, #104]
	stp d10, d11, [x0, #120]
	stp d12, d13, [x0, #136]
	stp d14, d15, [x0, #152]
	mov w0, #0
	ret
	.size setjmp, .-setjmp

	.section .note.GNU-stack,"",%progbits
