/* x86_64 jmp_buf register area: rbx rbp r12-r15, rsp and the resume
   address, as glibc (jmp_buf is 200 bytes). */
#ifndef _BITS_SETJMP_H
#define _BITS_SETJMP_H
#define __WEFT_JB_WORDS 8
#endif
