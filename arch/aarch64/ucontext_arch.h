/* aarch64 ucontext_t offsets for the ucontext assembly
   (src/ucontext/aarch64) and the call convention makecontext follows,
   in the kernel's signal-frame layout (bits/signal.h): the 128-byte
   sigset_t at 40, then struct sigcontext at 176: fault_address, x0-x30,
   sp, pc, pstate, and the records area, whose first record is the
   FP/SIMD one (struct fpsimd_context, as the kernel writes it: magic,
   size, fpsr, fpcr, v0-v31), followed by a terminating null record. */
#ifndef _WEFT_UCONTEXT_ARCH_H
#define _WEFT_UCONTEXT_ARCH_H

#define UC_SIGMASK  40
#define UC_X(n)     (184 + 8 * (n))
#define UC_SP       432
#define UC_PC       440
#define UC_FP       464
#define FP_MAGIC    0x46508001
#define FP_SIZE     528
#define FP_FPSR     8
#define FP_FPCR     12
#define FP_V(n)     (16 + 16 * (n))

#ifndef __ASSEMBLER__
#include <signal.h>
#include <stddef.h>

/* makecontext (src/ucontext/makecontext.c): the first eight arguments
   in x0-x7, the rest on the 16-byte aligned stack; the return address
   in x30; uc_link in x19 for __makecontext_start; x29 the frame
   pointer. */
#define MC_ARG_REGS    8
#define MC_STACK_ALIGN 16
#define MC_STACK_RA    0
#define MC_ARG(uc, i)  ((uc)->uc_mcontext.regs[i])
#define MC_RA(uc)      ((uc)->uc_mcontext.regs[30])
#define MC_LINK(uc)    ((uc)->uc_mcontext.regs[19])
#define MC_FP(uc)      ((uc)->uc_mcontext.regs[29])
#define MC_SP(uc)      ((uc)->uc_mcontext.sp)
#define MC_PC(uc)      ((uc)->uc_mcontext.pc)

_Static_assert(offsetof(ucontext_t, uc_sigmask) == UC_SIGMASK &&
	       offsetof(ucontext_t, uc_mcontext.regs) == UC_X(0) &&
	       offsetof(ucontext_t, uc_mcontext.sp) == UC_SP &&
	       offsetof(ucontext_t, uc_mcontext.pc) == UC_PC &&
	       offsetof(ucontext_t, uc_mcontext.__reserved) == UC_FP,
	       "ucontext_t offsets");
/* The FP record and the terminator fit in the records area. */
_Static_assert(FP_V(32) == FP_SIZE &&
	       FP_SIZE + 16 <= sizeof(((mcontext_t *)0)->__reserved),
	       "FP/SIMD record size");
_Static_assert(sizeof(ucontext_t) == 4560, "ucontext_t size (glibc's)");
#endif

#endif
