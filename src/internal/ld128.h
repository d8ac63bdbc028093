/* The binary128 kernels of src/math/__ld128_kernels.c (aarch64,
   riscv64 long double). */
#ifndef _WEFT_LD128_H
#define _WEFT_LD128_H
#include "libm_ext.h"
#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif
hidden long double __ld128_exp_reduce(long double x, int *k);
hidden long double __ld128_expm1_small(long double r);
hidden long double __ld128_log_reduce(long double x, int *e);
hidden long double __ld128_log_series(long double s);
hidden long double __ld128_ln2(void);
hidden int __ld128_rem_pio2(long double x, long double *r);
hidden long double __ld128_sin_kernel(long double r);
hidden long double __ld128_cos_kernel(long double r);
hidden long double __ld128_atan01(long double x);
#endif
