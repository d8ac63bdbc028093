/* aarch64 core-file registers: user_regs_struct as an array. */
typedef unsigned long elf_greg_t;
#define ELF_NGREG (sizeof(struct user_regs_struct) / sizeof(elf_greg_t))
typedef struct user_fpsimd_struct elf_fpregset_t;
