/* x86_64 floating-point environment: the x87 FPU and the SSE unit each
   have their own control and status; the functions act on both.  The
   exception bits are those of the x87 status word and of MXCSR (the
   same positions), the rounding modes those of the x87 control word.
   The layout of fenv_t is glibc's: the 28-byte image fnstenv stores,
   then MXCSR. */
#ifndef _BITS_FENV_H
#define _BITS_FENV_H

#define FE_INVALID   0x01
#define FE_DIVBYZERO 0x04
#define FE_OVERFLOW  0x08
#define FE_UNDERFLOW 0x10
#define FE_INEXACT   0x20
#define FE_ALL_EXCEPT \
	(FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW | FE_INEXACT)

#define FE_TONEAREST  0x000
#define FE_DOWNWARD   0x400
#define FE_UPWARD     0x800
#define FE_TOWARDZERO 0xc00

typedef unsigned short fexcept_t;

typedef struct {
	unsigned short __control;
	unsigned short __reserved0;
	unsigned short __status;
	unsigned short __reserved1;
	unsigned short __tags;
	unsigned short __reserved2;
	unsigned int __ip_offset;
	unsigned short __ip_selector;
	unsigned short __opcode;
	unsigned int __data_offset;
	unsigned short __data_selector;
	unsigned short __reserved3;
	unsigned int __mxcsr;
} fenv_t;

#define FE_DFL_ENV ((const fenv_t *)-1)

/* C23 control modes: the x87 control word and MXCSR (flags not used),
   as glibc's. */
#if defined(_GNU_SOURCE) || defined(_ISOC2X_SOURCE) || defined(__STDC_WANT_IEC_60559_BFP_EXT__) || \
    (defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L)
typedef struct {
	unsigned short __control;
	unsigned short __reserved;
	unsigned int __mxcsr;
} femode_t;

#define FE_DFL_MODE ((const femode_t *)-1)
#endif

#endif
