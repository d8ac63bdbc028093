/* x86_64 pieces of cancellation (docs/cancellation.md): where the cancel
   words sit from the thread pointer (read by the cancellable call in syscall_arch.h, checked
   against struct __pthread in pthread_impl.h), and the kernel's ucontext
   as a SA_SIGINFO handler receives it, for the interrupted program
   counter and the mask sigreturn will restore. */
#ifndef _WEFT_CANCEL_ARCH_H
#define _WEFT_CANCEL_ARCH_H

#define TP_CANCEL_OFFSET 0x38

#ifndef __ASSEMBLER__
/* asm/ucontext.h: flags, link, the alternate stack (stack_t), then
   struct sigcontext (asm/sigcontext.h: r8-r15, rdi, rsi, rbp, rbx, rdx,
   rax, rcx, rsp, rip, ... 256 bytes) and the 64-bit signal mask. */
struct __ksigctx {
	unsigned long flags;
	void *link;
	void *ss_sp;
	int ss_flags;
	unsigned long ss_size;
	unsigned long regs[32];
	unsigned long sigmask;
};
#define KSIGCTX_PC 16

_Static_assert(__builtin_offsetof(struct __ksigctx, sigmask) == 296,
	       "kernel ucontext layout");
#endif

#endif
