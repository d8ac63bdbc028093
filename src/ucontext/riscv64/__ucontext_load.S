/* void __ucontext_load(const ucontext_t *ucp): the register half of
   setcontext (the mask is already set).  Loads fcsr, fs0-fs11, ra, sp,
   s0-s11 and the argument registers a0-a7 (a makecontext function's
   arguments, 0 in a0 for a getcontext return), and jumps to pc through
   t1.  gp and tp are left alone: they belong to the program and the
   thread, not to a context.  A context the kernel saved for a signal
   handler resumes with these registers only (not t0-t6 or the other
   FP registers). */
#include "ucontext_arch.h"

	.text
	.globl __ucontext_load
	.hidden __ucontext_load
	.type __ucontext_load, %function
__ucontext_load:
	lw t0, UC_FCSR(a0)
	fscsr t0
	fld fs0, UC_F(8)(a0)
	fld fs1, UC_F(9)(a0)
	fld fs2, UC_F(18)(a0)
	fld fs3, UC_F(19)(a0)
	fld fs4, UC_F(20)(a0)
	fld fs5, UC_F(21)(a0)
	fld fs6, UC_F(22)(a0)
	fld fs7, UC_F(23)(a0)
	fld fs8, UC_F(24)(a0)
	fld fs9, UC_F(25)(a0)
	fld fs10, UC_F(26)(a0)
	fld fs11, UC_F(27)(a0)
	ld ra, UC_RA(a0)
	ld sp, UC_SP(a0)
	ld s0, UC_S0(a0)
	ld s1, UC_S1(a0)
	ld s2, UC_S(2)(a0)
	ld s3, UC_S(3)(a0)
	ld s4, UC_S(4)(a0)
	ld s5, UC_S(5)(a0)
	ld s6, UC_S(6)(a0)
	ld s7, UC_S(7)(a0)
	ld s8, UC_S(8)(a0)
	ld s9, UC_S(9)(a0)
	ld s10, UC_S(10)(a0)
	ld s11, UC_S(11)(a0)
	ld t1, UC_PC(a0)
	ld a1, UC_A(1)(a0)
	ld a2, UC_A(2)(a0)
	ld a3, UC_A(3)(a0)
	ld a4, UC_A(4)(a0)
	ld a5, UC_A(5)(a0)
	ld a6, UC_A(6)(a0)
	ld a7, UC_A(7)(a0)
	ld a0, UC_A(0)(a0)
	jr t1
	.size __ucontext_load, .-__ucontext_load

	.section .note.GNU-stack,"",%progbits
