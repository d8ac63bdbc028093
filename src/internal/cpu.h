/* Run-time CPU feature checks and the string functions' variants (never
 * installed).  See docs/string.md for the dispatch scheme. */
#ifndef _WEFT_CPU_H
#define _WEFT_CPU_H

#include <stddef.h>
#include "libc.h"

#ifdef __x86_64__
/* Nonzero when the CPU has AVX2, BMI1 and BMI2 and the kernel saves the YMM
   state. */
hidden int __cpu_avx2(void);
/* Nonzero when the CPU has FMA (and AVX) and the kernel saves the YMM
   state: pow's FMA variant may run. */
hidden int __cpu_fma(void);
/* 1, plus 2 for AVX2 (with BMI1, BMI2) and 4 for FMA, both needing the
   YMM state saved; found once (src/string/x86_64/__cpu_avx2.c). */
hidden int __cpu_features(void);
#else
/* Other archs have one variant of each function: the "sse2" one, written
   with the compiler's generic 16-byte vectors (strvec.h), which aarch64
   and riscv64 compile for their own units or for words. */
static inline int __cpu_avx2(void)
{
	return 0;
}
#define __memmove_avx2 __memmove_sse2
#define __memset_avx2 __memset_sse2
#define __memcmp_avx2 __memcmp_sse2
#define __memchr_avx2 __memchr_sse2
#define __strlen_avx2 __strlen_sse2
#define __strchrnul_avx2 __strchrnul_sse2
#define __strchr_avx2 __strchr_sse2
#define __strrchr_avx2 __strrchr_sse2
#define __strcmp_avx2 __strcmp_sse2
#endif

/* Each dispatched function has an SSE2 variant (baseline x86_64) and an
   AVX2 variant; a public entry jumps through a pointer that a resolver sets
   on the first call. */
hidden void *__memmove_sse2(void *, const void *, size_t);
hidden void *__memmove_avx2(void *, const void *, size_t);
hidden void *__memset_sse2(void *, int, size_t);
hidden void *__memset_avx2(void *, int, size_t);
hidden int __memcmp_sse2(const void *, const void *, size_t);
hidden int __memcmp_avx2(const void *, const void *, size_t);
hidden void *__memchr_sse2(const void *, int, size_t);
hidden void *__memchr_avx2(const void *, int, size_t);
hidden size_t __strlen_sse2(const char *);
hidden size_t __strlen_avx2(const char *);
hidden char *__strchrnul_sse2(const char *, int);
hidden char *__strchrnul_avx2(const char *, int);
hidden char *__strchr_sse2(const char *, int);
hidden char *__strchr_avx2(const char *, int);
hidden char *__strrchr_sse2(const char *, int);
hidden char *__strrchr_avx2(const char *, int);
hidden int __strcmp_sse2(const char *, const char *);
hidden int __strcmp_avx2(const char *, const char *);

/* memcpy, mempcpy and bcopy share memmove's pointer. */
typedef void *__memmove_fn(void *, const void *, size_t);
extern hidden __memmove_fn *__memmove_impl;

#endif
