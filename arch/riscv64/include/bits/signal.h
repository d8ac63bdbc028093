/* riscv64 signal context (kernel UAPI asm/sigcontext.h, asm/ucontext.h);
   layouts match glibc's.  The kernel has no SA_RESTORER here: handlers
   return through the vDSO's rt_sigreturn. */
#ifndef _BITS_SIGNAL_H
#define _BITS_SIGNAL_H

#define MINSIGSTKSZ 2048
#define SIGSTKSZ 8192

typedef unsigned long greg_t, gregset_t[32];

struct __riscv_mc_q_ext_state {
	unsigned long long __f[64] __attribute__((__aligned__(16)));
	unsigned int __fcsr;
	unsigned int __glibc_reserved[3];
};

union __riscv_mc_fp_state {
	struct { unsigned int __f[32]; unsigned int __fcsr; } __f;
	struct { unsigned long long __f[32]; unsigned int __fcsr; } __d;
	struct __riscv_mc_q_ext_state __q;
};

typedef union __riscv_mc_fp_state fpregset_t;

typedef struct {
	gregset_t __gregs;          /* pc, ra, sp, gp, tp, t0-t2, s0, s1, a0-a7, ... */
	union __riscv_mc_fp_state __fpregs;
} mcontext_t;

typedef struct ucontext_t {
	unsigned long uc_flags;
	struct ucontext_t *uc_link;
	stack_t uc_stack;
	sigset_t uc_sigmask;
	mcontext_t uc_mcontext;
} ucontext_t;

#endif
