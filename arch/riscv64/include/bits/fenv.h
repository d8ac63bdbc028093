/* riscv64 floating-point environment: the exception flags are fflags
   (fcsr bits 0..4), the rounding mode frm; fenv_t is fcsr, as glibc's. */
#ifndef _BITS_FENV_H
#define _BITS_FENV_H

#define FE_INEXACT   0x01
#define FE_UNDERFLOW 0x02
#define FE_OVERFLOW  0x04
#define FE_DIVBYZERO 0x08
#define FE_INVALID   0x10
#define FE_ALL_EXCEPT \
	(FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW | FE_INEXACT)

#define FE_TONEAREST  0
#define FE_TOWARDZERO 1
#define FE_DOWNWARD   2
#define FE_UPWARD     3

typedef unsigned int fexcept_t;
typedef unsigned int fenv_t;

#define FE_DFL_ENV ((const fenv_t *)-1)

/* C23 control modes: frm, as glibc's femode_t (an unsigned int). */
#if defined(_GNU_SOURCE) || defined(_ISOC2X_SOURCE) || defined(__STDC_WANT_IEC_60559_BFP_EXT__) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
typedef unsigned int femode_t;

#define FE_DFL_MODE ((const femode_t *)-1)
#endif

#endif
