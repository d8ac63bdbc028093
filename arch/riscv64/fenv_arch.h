/* riscv64 floating-point state for the portable src/fenv: fflags (the
   FE_ bits) and frm (the rounding mode, FE_ values), two views of fcsr;
   fenv_t is the whole fcsr. */
#ifndef _WEFT_FENV_ARCH_H
#define _WEFT_FENV_ARCH_H

#include <fenv.h>

#define __FE_ROUND_MASK 7u

static inline unsigned __fe_flags(void)
{
	unsigned long v;
	__asm__ volatile("frflags %0" : "=r"(v) : : "memory");
	return (unsigned)v;
}

static inline void __fe_set_flags(unsigned f)
{
	unsigned long v = f;
	__asm__ volatile("fsflags %0" : : "r"(v) : "memory");
}

static inline unsigned __fe_control(void)
{
	unsigned long v;
	__asm__ volatile("frrm %0" : "=r"(v) : : "memory");
	return (unsigned)v;
}

static inline void __fe_set_control(unsigned c)
{
	unsigned long v = c;
	__asm__ volatile("fsrm %0" : : "r"(v) : "memory");
}

static inline void __fe_getenv(fenv_t *e)
{
	unsigned long v;
	__asm__ volatile("frcsr %0" : "=r"(v) : : "memory");
	*e = (fenv_t)v;
}

static inline void __fe_setenv(const fenv_t *e)
{
	unsigned long v = e == FE_DFL_ENV ? 0 : *e;
	__asm__ volatile("fscsr %0" : : "r"(v) : "memory");
}

#endif
