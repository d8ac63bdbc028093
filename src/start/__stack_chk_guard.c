#include "libc.h"
#include "tp_arch.h"

/* aarch64 and riscv64 compilers compare stack canaries with this global
   (x86_64's read the thread descriptor instead, TP_CANARY_OFFSET).  A
   nonzero placeholder until __init_tls stores AT_RANDOM's word. */
#ifndef TP_CANARY_OFFSET
uintptr_t __stack_chk_guard = 0x5eed0000;
#endif
