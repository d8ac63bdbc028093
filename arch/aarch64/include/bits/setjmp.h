/* aarch64 jmp_buf register area: glibc's 22 words (x19-x30, sp, d8-d15,
   one spare), so jmp_buf is 312 bytes as there. */
#ifndef _BITS_SETJMP_H
#define _BITS_SETJMP_H
#define __WEFT_JB_WORDS 22
#endif
