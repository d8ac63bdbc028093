/* aarch64 floating-point state for the portable src/fenv: FPSR holds the
   cumulative exception flags (bits 0..4, the FE_ values), FPCR the
   rounding mode (RMode, bits 22..23, the FE_ values) and the trap
   enables (0 unless feenableexcept sets them; most cores cannot trap). */
#ifndef _WEFT_FENV_ARCH_H
#define _WEFT_FENV_ARCH_H

#include <fenv.h>

#define __FE_ROUND_MASK 0xc00000u
/* FPCR's trap enables: IOE..IXE, bits 8..12, the FE_ bits shifted;
   RES0 (they read back 0) on cores that cannot trap. */
#define __FE_TRAP_SHIFT 8

static inline unsigned __fe_flags(void)
{
	unsigned long v;
	__asm__ volatile("mrs %0, fpsr" : "=r"(v) : : "memory");
	return (unsigned)v;
}

static inline void __fe_set_flags(unsigned f)
{
	unsigned long v = f;
	__asm__ volatile("msr fpsr, %0" : : "r"(v) : "memory");
}

static inline unsigned __fe_control(void)
{
	unsigned long v;
	__asm__ volatile("mrs %0, fpcr" : "=r"(v) : : "memory");
	return (unsigned)v;
}

static inline void __fe_set_control(unsigned c)
{
	unsigned long v = c;
	__asm__ volatile("msr fpcr, %0" : : "r"(v) : "memory");
}

static inline void __fe_getenv(fenv_t *e)
{
	e->__fpcr = __fe_control();
	e->__fpsr = __fe_flags();
}

/* FE_DFL_ENV: round to nearest, no traps, flags clear. */
static inline void __fe_setenv(const fenv_t *e)
{
	__fe_set_control(e == FE_DFL_ENV ? 0 : e->__fpcr);
	__fe_set_flags(e == FE_DFL_ENV ? 0 : e->__fpsr);
}

#endif
