/* void __ucontext_load(const ucontext_t *ucp): the register half of
   setcontext (the mask is already set).  If the first record in
   uc_mcontext.__reserved is the FP/SIMD one (always so in a getcontext
   context and in a kernel signal frame), loads fpsr, fpcr and v8-v15
   from it; then x19-x30, sp, the argument registers x0-x7 (a
   makecontext function's arguments, 0 in x0 for a getcontext return),
   and jumps to pc.  x16 (IP0, free at any call) carries the target.
   A context the kernel saved for a signal handler resumes with these
   registers only (not x8-x18, the flags or v0-v7, v16-v31). */
#include "ucontext_arch.h"

	.text
	.globl __ucontext_load
	.hidden __ucontext_load
	.type __ucontext_load, %function
__ucontext_load:
	add x1, x0, #UC_FP
	ldr w2, [x1]
	movz w3, #(FP_MAGIC & 0xffff)
	movk w3, #(FP_MAGIC >> 16), lsl #16
	cmp w2, w3
	b.ne 1f
	ldp w2, w3, [x1, #FP_FPSR]
	msr fpsr, x2
	msr fpcr, x3
	ldp q8, q9, [x1, #FP_V(8)]
	ldp q10, q11, [x1, #FP_V(10)]
	ldp q12, q13, [x1, #FP_V(12)]
	ldp q14, q15, [x1, #FP_V(14)]
1:	ldp x19, x20, [x0, #UC_X(19)]
	ldp x21, x22, [x0, #UC_X(21)]
	ldp x23, x24, [x0, #UC_X(23)]
	ldp x25, x26, [x0, #UC_X(25)]
	ldp x27, x28, [x0, #UC_X(27)]
	ldp x29, x30, [x0, #UC_X(29)]
	ldp x1, x16, [x0, #UC_SP]
	mov sp, x1
	ldp x2, x3, [x0, #UC_X(2)]
	ldp x4, x5, [x0, #UC_X(4)]
	ldp x6, x7, [x0, #UC_X(6)]
	ldp x0, x1, [x0, #UC_X(0)]
	br x16
	.size __ucontext_load, .-__ucontext_load

	.section .note.GNU-stack,"",%progbits
