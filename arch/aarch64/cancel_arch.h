/* aarch64 pieces of cancellation (docs/cancellation.md).  The descriptor
   ends at the thread pointer (TLS variant I), and its last 8 bytes are
   the cancel words, so the cancellable call reads them at tp - 8
   (checked against struct __pthread in pthread_impl.h).  Then the
   kernel's ucontext as a SA_SIGINFO handler receives it, for the
   interrupted program counter and the mask sigreturn will restore. */
#ifndef _WEFT_CANCEL_ARCH_H
#define _WEFT_CANCEL_ARCH_H

#define TP_CANCEL_OFFSET (-8)

#ifndef __ASSEMBLER__
/* asm/ucontext.h: flags, link, the alternate stack (stack_t), the 64-bit
   signal mask padded to 128 bytes, then struct sigcontext (asm/sigcontext.h,
   16-byte aligned): fault_address, x0-x30, sp, pc, pstate, ... */
struct __ksigctx {
	unsigned long flags;
	void *link;
	void *ss_sp;
	int ss_flags;
	unsigned long ss_size;
	unsigned long sigmask;
	unsigned char sigmask_pad[120];
	unsigned long fault_address __attribute__((__aligned__(16)));
	unsigned long regs[34];   /* x0-x30, sp, pc, pstate */
};
#define KSIGCTX_PC 32

_Static_assert(__builtin_offsetof(struct __ksigctx, sigmask) == 40 &&
	       __builtin_offsetof(struct __ksigctx, regs) == 184,
	       "kernel ucontext layout");
#endif

#endif
