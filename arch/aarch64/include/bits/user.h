/* aarch64 register sets, as PTRACE_GETREGSET copies them for NT_PRSTATUS
   and NT_PRFPREG (the kernel's user_pt_regs and user_fpsimd_state). */

struct user_regs_struct {
	unsigned long long regs[31];	/* x0-x30 */
	unsigned long long sp;
	unsigned long long pc;
	unsigned long long pstate;
};

struct user_fpsimd_struct {
	__uint128_t vregs[32];
	unsigned int fpsr;
	unsigned int fpcr;
};
