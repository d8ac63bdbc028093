/* x86_64 register sets, as PTRACE_GETREGS and PTRACE_GETFPREGS copy them
   (the kernel's struct user_regs_struct and user_i387_struct). */

struct user_regs_struct {
	unsigned long r15, r14, r13, r12, rbp, rbx, r11, r10;
	unsigned long r9, r8, rax, rcx, rdx, rsi, rdi;
	unsigned long orig_rax;	/* the system call number at entry */
	unsigned long rip, cs, eflags, rsp, ss;
	unsigned long fs_base, gs_base;
	unsigned long ds, es, fs, gs;
};

/* the fxsave image: 512 bytes */
struct user_fpregs_struct {
	unsigned short cwd, swd, ftw, fop;
	unsigned long rip, rdp;
	unsigned int mxcsr, mxcr_mask;
	unsigned int st_space[32];	/* 8 x87 registers, 16 bytes each */
	unsigned int xmm_space[64];	/* 16 xmm registers */
	unsigned int padding[24];
};

/* what PTRACE_PEEKUSER offsets index */
struct user {
	struct user_regs_struct regs;
	int u_fpvalid;
	struct user_fpregs_struct i387;
	unsigned long u_tsize, u_dsize, u_ssize;
	unsigned long start_code, start_stack;
	long signal;
	int reserved;
	struct user_regs_struct *u_ar0;
	struct user_fpregs_struct *u_fpstate;
	unsigned long magic;
	char u_comm[32];
	unsigned long u_debugreg[8];
};
