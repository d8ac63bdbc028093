/* riscv64 jmp_buf register area: glibc's 26 words (ra, s0-s11, sp,
   fs0-fs11), so jmp_buf is 344 bytes as there. */
#ifndef _BITS_SETJMP_H
#define _BITS_SETJMP_H
#define __WEFT_JB_WORDS 26
#endif
