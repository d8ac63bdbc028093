/* System V IPC inside the library. */
#ifndef _WEFT_IPC_IMPL_H
#define _WEFT_IPC_IMPL_H

/* The flag that asks the kernel's shmctl, semctl and msgctl for the 64-bit
   ("ipc64") structures.  Only archs whose kernel parses an IPC version
   (CONFIG_ARCH_WANT_IPC_PARSE_VERSION: i386, arm, mips...) accept and need
   0x100.  x86_64, aarch64 and riscv64 always use the 64-bit structures and
   reject a command carrying 0x100 with EINVAL, so there it is 0 (as glibc
   does too). */
#if defined(__x86_64__) || defined(__aarch64__) || (defined(__riscv) && __riscv_xlen == 64)
#define IPC_CMD_64 0
#else
#define IPC_CMD_64 0x100
#endif

#endif
