/* riscv64 pieces of cancellation (docs/cancellation.md): the cancel
   words are the descriptor's last word, at tp - 8 (TLS variant I), and
   the kernel's ucontext as a SA_SIGINFO handler receives it. */
#ifndef _WEFT_CANCEL_ARCH_H
#define _WEFT_CANCEL_ARCH_H

#define TP_CANCEL_OFFSET (-8)

#ifndef __ASSEMBLER__
/* asm/ucontext.h: flags, link, stack_t, the 64-bit mask padded to 128
   bytes, then struct sigcontext (16-byte aligned: the Q extension's
   state in it): pc, ra, sp, gp, tp, t0-t2, s0, s1, a0-a7, ... */
struct __ksigctx {
	unsigned long flags;
	void *link;
	void *ss_sp;
	int ss_flags;
	unsigned long ss_size;
	unsigned long sigmask;
	unsigned char sigmask_pad[120];
	unsigned long regs[32] __attribute__((__aligned__(16)));
};
#define KSIGCTX_PC 0

_Static_assert(__builtin_offsetof(struct __ksigctx, sigmask) == 40 &&
	       __builtin_offsetof(struct __ksigctx, regs) == 176,
	       "kernel ucontext layout");
#endif

#endif
