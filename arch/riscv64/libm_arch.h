/* riscv64's side of libm.h: RV64 with the D extension always has a fused
 * multiply-add (fmadd.d), so pow, tan and log are one function each,
 * using it. */
#ifndef _WEFT_LIBM_ARCH_H
#define _WEFT_LIBM_ARCH_H

#define MATH_FMA_ALWAYS 1

#endif
