/* riscv64 ucontext_t offsets for the ucontext assembly
   (src/ucontext/riscv64) and the call convention makecontext follows,
   in the kernel's signal-frame layout (bits/signal.h): the 128-byte
   sigset_t at 40, then struct sigcontext at 176: the 32 registers in
   user_regs_struct order (pc, ra, sp, gp, tp, t0-t2, s0, s1, a0-a7,
   s2-s11, t3-t6), then the D extension's f0-f31 and fcsr. */
#ifndef _WEFT_UCONTEXT_ARCH_H
#define _WEFT_UCONTEXT_ARCH_H

#define UC_SIGMASK  40
#define UC_REG(n)   (176 + 8 * (n))
#define UC_PC       UC_REG(0)
#define UC_RA       UC_REG(1)
#define UC_SP       UC_REG(2)
#define UC_S0       UC_REG(8)
#define UC_S1       UC_REG(9)
#define UC_A(n)     UC_REG(10 + (n))
#define UC_S(n)     UC_REG(16 + (n))    /* s2-s11: n = 2..11 */
#define UC_F(n)     (432 + 8 * (n))
#define UC_FCSR     688

#ifndef __ASSEMBLER__
#include <signal.h>
#include <stddef.h>

/* makecontext (src/ucontext/makecontext.c): the first eight arguments
   in a0-a7, the rest on the 16-byte aligned stack; the return address
   in ra; uc_link in s1 for __makecontext_start; s0 the frame pointer.
   The indices are the UC_REG numbers above. */
#define MC_ARG_REGS    8
#define MC_STACK_ALIGN 16
#define MC_STACK_RA    0
#define MC_ARG(uc, i)  ((uc)->uc_mcontext.__gregs[10 + (i)])
#define MC_RA(uc)      ((uc)->uc_mcontext.__gregs[1])
#define MC_LINK(uc)    ((uc)->uc_mcontext.__gregs[9])
#define MC_FP(uc)      ((uc)->uc_mcontext.__gregs[8])
#define MC_SP(uc)      ((uc)->uc_mcontext.__gregs[2])
#define MC_PC(uc)      ((uc)->uc_mcontext.__gregs[0])

_Static_assert(offsetof(ucontext_t, uc_sigmask) == UC_SIGMASK &&
	       offsetof(ucontext_t, uc_mcontext.__gregs) == UC_REG(0) &&
	       offsetof(ucontext_t, uc_mcontext.__fpregs.__d.__f) == UC_F(0) &&
	       offsetof(ucontext_t, uc_mcontext.__fpregs.__d.__fcsr) == UC_FCSR,
	       "ucontext_t offsets");
_Static_assert(sizeof(ucontext_t) == 960, "ucontext_t size (glibc's)");
#endif

#endif
