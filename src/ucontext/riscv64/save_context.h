/* The save half of getcontext and swapcontext, as the assembler macro
   save_context, used at their entry with the ucontext_t in a0: saves
   what the RISC-V psABI makes callee-saved (s0-s11, sp, fs0-fs11), ra as
   both ra and the resume point (pc), 0 as a0 (what the call returns
   when the context is resumed) and fcsr.  The signal mask is left to
   the caller.  Uses t0. */
#include "ucontext_arch.h"

.macro save_context
	sd ra, UC_PC(a0)
	sd ra, UC_RA(a0)
	sd sp, UC_SP(a0)
	sd zero, UC_A(0)(a0)
	sd s0, UC_S0(a0)
	sd s1, UC_S1(a0)
	sd s2, UC_S(2)(a0)
	sd s3, UC_S(3)(a0)
	sd s4, UC_S(4)(a0)
	sd s5, UC_S(5)(a0)
	sd s6, UC_S(6)(a0)
	sd s7, UC_S(7)(a0)
	sd s8, UC_S(8)(a0)
	sd s9, UC_S(9)(a0)
	sd s10, UC_S(10)(a0)
	sd s11, UC_S(11)(a0)
	fsd fs0, UC_F(8)(a0)
	fsd fs1, UC_F(9)(a0)
	fsd fs2, UC_F(18)(a0)
	fsd fs3, UC_F(19)(a0)
	fsd fs4, UC_F(20)(a0)
	fsd fs5, UC_F(21)(a0)
	fsd fs6, UC_F(22)(a0)
	fsd fs7, UC_F(23)(a0)
	fsd fs8, UC_F(24)(a0)
	fsd fs9, UC_F(25)(a0)
	fsd fs10, UC_F(26)(a0)
	fsd fs11, UC_F(27)(a0)
	frcsr t0
	sw t0, UC_FCSR(a0)
.endm
