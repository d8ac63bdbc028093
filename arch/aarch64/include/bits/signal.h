/* aarch64 signal context (kernel UAPI asm/sigcontext.h, asm/ucontext.h,
   asm/signal.h); layouts match glibc's so that code inspecting
   ucontext_t works. */
#ifndef _BITS_SIGNAL_H
#define _BITS_SIGNAL_H

#define MINSIGSTKSZ 5120
#define SIGSTKSZ 16384
#define SA_RESTORER 0x04000000

typedef unsigned long greg_t, gregset_t[34];

/* The FP/SIMD state as ptrace and core files give it. */
typedef struct {
	__uint128_t vregs[32];
	unsigned int fpsr;
	unsigned int fpcr;
} fpregset_t;

/* The kernel's struct sigcontext: x0-x30, sp, pc, pstate, then the
   extension records (FP/SIMD state first) in __reserved. */
typedef struct {
	unsigned long long fault_address;
	unsigned long long regs[31];
	unsigned long long sp;
	unsigned long long pc;
	unsigned long long pstate;
	unsigned char __reserved[4096] __attribute__((__aligned__(16)));
} mcontext_t;

typedef struct ucontext_t {
	unsigned long uc_flags;
	struct ucontext_t *uc_link;
	stack_t uc_stack;
	sigset_t uc_sigmask;
	mcontext_t uc_mcontext;
} ucontext_t;

#endif
