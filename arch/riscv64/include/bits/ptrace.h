/* riscv64 has no ptrace requests of its own: registers go through
   PTRACE_GETREGSET. */
#define __PTRACE_ARCH_REQUESTS
