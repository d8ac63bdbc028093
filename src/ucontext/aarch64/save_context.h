/* The save half of getcontext and swapcontext, as the assembler macro
   save_context, used at their entry with the ucontext_t in x0: saves
   what AAPCS64 makes callee-saved (x19-x28, the frame pointer x29, x30,
   sp, v8-v15), x30 as the resume point (pc), 0 as x0 (what the call
   returns when the context is resumed), fpsr and fpcr.  The FP state goes where the
   kernel puts it in a signal frame: a struct fpsimd_context record at
   the start of uc_mcontext.__reserved, followed by a null record.  The
   signal mask is left to the caller.  Uses x2-x4; x1 is kept. */
#include "ucontext_arch.h"

.macro save_context
	str xzr, [x0, #UC_X(0)]
	stp x19, x20, [x0, #UC_X(19)]
	stp x21, x22, [x0, #UC_X(21)]
	stp x23, x24, [x0, #UC_X(23)]
	stp x25, x26, [x0, #UC_X(25)]
	stp x27, x28, [x0, #UC_X(27)]
	stp x29, x30, [x0, #UC_X(29)]
	mov x2, sp
	stp x2, x30, [x0, #UC_SP]
	add x2, x0, #UC_FP
	movz w3, #(FP_MAGIC & 0xffff)
	movk w3, #(FP_MAGIC >> 16), lsl #16
	mov w4, #FP_SIZE
	stp w3, w4, [x2]
	mrs x3, fpsr
	mrs x4, fpcr
	stp w3, w4, [x2, #FP_FPSR]
	stp q8, q9, [x2, #FP_V(8)]
	stp q10, q11, [x2, #FP_V(10)]
	stp q12, q13, [x2, #FP_V(12)]
	stp q14, q15, [x2, #FP_V(14)]
	str xzr, [x2, #FP_SIZE]
.endm
