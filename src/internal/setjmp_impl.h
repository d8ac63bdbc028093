/* Offsets in struct __jmp_buf_tag that the assembly relies on. */
#ifndef _WEFT_SETJMP_IMPL_H
#define _WEFT_SETJMP_IMPL_H

#include <bits/setjmp.h>

#define JB_MASK_WAS_SAVED (__WEFT_JB_WORDS * 8)
#define JB_SAVED_MASK (__WEFT_JB_WORDS * 8 + 8)

#ifndef __ASSEMBLER__
#include <setjmp.h>
#include <stddef.h>
#include "libc.h"

_Static_assert(offsetof(struct __jmp_buf_tag, __mask_was_saved) == JB_MASK_WAS_SAVED, "jmp_buf layout");
_Static_assert(offsetof(struct __jmp_buf_tag, __saved_mask) == JB_SAVED_MASK, "jmp_buf layout");
_Static_assert(sizeof(jmp_buf) == __WEFT_JB_WORDS * 8 + 8 + 128, "jmp_buf must match glibc's size");

/* Restores the registers __jmpbuf holds and returns val (1 if val is 0)
   from the setjmp that filled it. */
hidden _Noreturn void __longjmp(long *regs, int val);
#endif

#endif
