/* aarch64 floating-point environment: the exception flags are FPSR's
   cumulative bits 0..4, the rounding mode FPCR's RMode field (bits
   22..23); fenv_t holds both registers, as glibc's. */
#ifndef _BITS_FENV_H
#define _BITS_FENV_H

#define FE_INVALID   0x01
#define FE_DIVBYZERO 0x02
#define FE_OVERFLOW  0x04
#define FE_UNDERFLOW 0x08
#define FE_INEXACT   0x10
#define FE_ALL_EXCEPT \
	(FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW | FE_INEXACT)

#define FE_TONEAREST  0x000000
#define FE_UPWARD     0x400000
#define FE_DOWNWARD   0x800000
#define FE_TOWARDZERO 0xc00000

typedef unsigned int fexcept_t;

typedef struct {
	unsigned int __fpcr;
	unsigned int __fpsr;
} fenv_t;

#define FE_DFL_ENV ((const fenv_t *)-1)

/* C23 control modes: FPCR, as glibc's. */
#if defined(_GNU_SOURCE) || defined(_ISOC2X_SOURCE) || defined(__STDC_WANT_IEC_60559_BFP_EXT__) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
typedef unsigned int femode_t;

#define FE_DFL_MODE ((const femode_t *)-1)
#endif

#endif
