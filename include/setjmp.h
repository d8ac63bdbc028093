#ifndef _SETJMP_H
#define _SETJMP_H

#include <features.h>

#define __WEFT_WANT_sigset_t
#include <bits/typedefs.h>
#include <bits/setjmp.h>

__WEFT_BEGIN

/* Same size (200 bytes on x86_64, 312 on aarch64, 344 on riscv64) and
   alignment as glibc's.  __jmpbuf holds the callee-saved registers, the
   stack pointer and the resume address (bits/setjmp.h); the mask is
   saved only by sigsetjmp with a nonzero savemask. */
typedef struct __jmp_buf_tag {
	long __jmpbuf[__WEFT_JB_WORDS];
	int __mask_was_saved;
	sigset_t __saved_mask;
} jmp_buf[1];

#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE)
typedef struct __jmp_buf_tag sigjmp_buf[1];
#endif

#define __weft_returns_twice __attribute__((__returns_twice__))

/* As on glibc, setjmp does not save the signal mask (it is _setjmp);
   longjmp restores a mask only if sigsetjmp saved one. */
int setjmp(jmp_buf env) __weft_returns_twice;
__weft_noreturn void longjmp(jmp_buf env, int val);
#if defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE)
int _setjmp(jmp_buf env) __weft_returns_twice;
__weft_noreturn void _longjmp(jmp_buf env, int val);
int sigsetjmp(sigjmp_buf env, int savemask) __weft_returns_twice;
__weft_noreturn void siglongjmp(sigjmp_buf env, int val);
#endif

#define setjmp setjmp

__WEFT_END

#endif
