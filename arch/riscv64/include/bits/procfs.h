/* riscv64 core-file registers: user_regs_struct as an array; the FP
   registers as the kernel's asm/elf.h has them. */
typedef unsigned long elf_greg_t;
#define ELF_NGREG (sizeof(struct user_regs_struct) / sizeof(elf_greg_t))
typedef union __riscv_fp_state elf_fpregset_t;
