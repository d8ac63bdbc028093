/* x86_64 signal context (kernel UAPI asm/sigcontext.h, asm/ucontext.h);
   layouts match glibc's so that code inspecting ucontext_t works. */
#ifndef _BITS_SIGNAL_H
#define _BITS_SIGNAL_H

#define MINSIGSTKSZ 2048
#define SIGSTKSZ 8192
#define SA_RESTORER 0x04000000

#if defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE) || defined(_XOPEN_SOURCE)
/* Indices into gregs: the order of the kernel's struct sigcontext. */
enum {
	REG_R8 = 0, REG_R9, REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15,
	REG_RDI, REG_RSI, REG_RBP, REG_RBX, REG_RDX, REG_RAX, REG_RCX, REG_RSP,
	REG_RIP, REG_EFL, REG_CSGSFS, REG_ERR, REG_TRAPNO, REG_OLDMASK, REG_CR2
};
#define REG_R8 REG_R8
#define REG_RIP REG_RIP
#define REG_RSP REG_RSP
#define NGREG 23
#endif

typedef long long greg_t, gregset_t[23];

struct _libc_fpxreg {
	unsigned short significand[4];
	unsigned short exponent;
	unsigned short __glibc_reserved1[3];
};

struct _libc_xmmreg {
	unsigned int element[4];
};

/* The FXSAVE image the kernel points fpregs at. */
struct _libc_fpstate {
	unsigned short cwd, swd, ftw, fop;
	unsigned long long rip, rdp;
	unsigned int mxcsr, mxcr_mask;
	struct _libc_fpxreg _st[8];
	struct _libc_xmmreg _xmm[16];
	unsigned int __glibc_reserved1[24];
};

typedef struct _libc_fpstate *fpregset_t;

typedef struct {
	gregset_t gregs;
	fpregset_t fpregs;
	unsigned long long __reserved1[8];
} mcontext_t;

typedef struct ucontext_t {
	unsigned long uc_flags;
	struct ucontext_t *uc_link;
	stack_t uc_stack;
	mcontext_t uc_mcontext;
	sigset_t uc_sigmask;
	struct _libc_fpstate __fpregs_mem;
	unsigned long long __ssp[4];
} ucontext_t;

#endif
