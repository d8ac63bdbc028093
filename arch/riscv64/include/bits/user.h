/* riscv64 register sets, as PTRACE_GETREGSET copies them for NT_PRSTATUS
   and NT_PRFPREG (the kernel's asm/ptrace.h). */

struct user_regs_struct {
	unsigned long pc;
	unsigned long ra, sp, gp, tp;
	unsigned long t0, t1, t2;
	unsigned long s0, s1;
	unsigned long a0, a1, a2, a3, a4, a5, a6, a7;
	unsigned long s2, s3, s4, s5, s6, s7, s8, s9, s10, s11;
	unsigned long t3, t4, t5, t6;
};

/* the F, D and Q extensions' registers and fcsr */
struct __riscv_f_ext_state {
	unsigned int f[32];
	unsigned int fcsr;
};

struct __riscv_d_ext_state {
	unsigned long long f[32];
	unsigned int fcsr;
};

struct __riscv_q_ext_state {
	unsigned long long f[64] __attribute__((__aligned__(16)));
	unsigned int fcsr;
	unsigned int reserved[3];
};

union __riscv_fp_state {
	struct __riscv_f_ext_state f;
	struct __riscv_d_ext_state d;
	struct __riscv_q_ext_state q;
};
