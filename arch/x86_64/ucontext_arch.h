/* x86_64 ucontext_t offsets for the ucontext assembly (src/ucontext/x86_64)
   and the call convention makecontext follows, in the kernel's
   signal-frame layout (bits/signal.h): gregs in struct sigcontext order
   from uc_mcontext at 40, then the fpregs pointer, the 128-byte
   sigset_t, and the FXSAVE-format __fpregs_mem that fpregs points at
   after getcontext. */
#ifndef _WEFT_UCONTEXT_ARCH_H
#define _WEFT_UCONTEXT_ARCH_H

#define UC_R8      40
#define UC_R9      48
#define UC_R12     72
#define UC_R13     80
#define UC_R14     88
#define UC_R15     96
#define UC_RDI     104
#define UC_RSI     112
#define UC_RBP     120
#define UC_RBX     128
#define UC_RDX     136
#define UC_RCX     152
#define UC_RSP     160
#define UC_RIP     168
#define UC_FPREGS  224
#define UC_SIGMASK 296
#define UC_FPREGS_MEM 424
/* in struct _libc_fpstate: the x87 control word and MXCSR */
#define FP_CWD     0
#define FP_MXCSR   24

#ifndef __ASSEMBLER__
#include <signal.h>
#include <stddef.h>

/* makecontext (src/ucontext/makecontext.c): the first six arguments in
   rdi, rsi, rdx, rcx, r8, r9, the rest on the stack above the return
   address, which sits at a 16-byte boundary less 8 (as after a call);
   uc_link in rbx for __makecontext_start; rbp the frame pointer. */
#define MC_ARG_REGS    6
#define MC_STACK_ALIGN 16
#define MC_STACK_RA    1
#define MC_ARG(uc, i)  ((uc)->uc_mcontext.gregs[(const unsigned char[]){ \
	REG_RDI, REG_RSI, REG_RDX, REG_RCX, REG_R8, REG_R9 }[i]])
#define MC_LINK(uc)    ((uc)->uc_mcontext.gregs[REG_RBX])
#define MC_FP(uc)      ((uc)->uc_mcontext.gregs[REG_RBP])
#define MC_SP(uc)      ((uc)->uc_mcontext.gregs[REG_RSP])
#define MC_PC(uc)      ((uc)->uc_mcontext.gregs[REG_RIP])

#define __UC_GREG(r) (offsetof(ucontext_t, uc_mcontext.gregs) + 8 * (r))
_Static_assert(__UC_GREG(REG_R8) == UC_R8 && __UC_GREG(REG_R9) == UC_R9 &&
	       __UC_GREG(REG_R12) == UC_R12 && __UC_GREG(REG_R13) == UC_R13 &&
	       __UC_GREG(REG_R14) == UC_R14 && __UC_GREG(REG_R15) == UC_R15 &&
	       __UC_GREG(REG_RDI) == UC_RDI && __UC_GREG(REG_RSI) == UC_RSI &&
	       __UC_GREG(REG_RBP) == UC_RBP && __UC_GREG(REG_RBX) == UC_RBX &&
	       __UC_GREG(REG_RDX) == UC_RDX && __UC_GREG(REG_RCX) == UC_RCX &&
	       __UC_GREG(REG_RSP) == UC_RSP && __UC_GREG(REG_RIP) == UC_RIP,
	       "ucontext_t gregs offsets");
_Static_assert(offsetof(ucontext_t, uc_mcontext.fpregs) == UC_FPREGS &&
	       offsetof(ucontext_t, uc_sigmask) == UC_SIGMASK &&
	       offsetof(ucontext_t, __fpregs_mem) == UC_FPREGS_MEM &&
	       offsetof(struct _libc_fpstate, cwd) == FP_CWD &&
	       offsetof(struct _libc_fpstate, mxcsr) == FP_MXCSR,
	       "ucontext_t offsets");
/* glibc's size: programs built against either allocate the same. */
_Static_assert(sizeof(ucontext_t) == 968 && sizeof(struct _libc_fpstate) == 512,
	       "ucontext_t size");
#endif

#endif
