/* Access to the two x86_64 floating-point units' state for src/fenv.
   The asm statements are volatile and clobber memory so that the
   compiler keeps them in program order with the calls around them. */
#ifndef _WEFT_FENV_ARCH_H
#define _WEFT_FENV_ARCH_H

#include <fenv.h>

/* MXCSR: flags in bits 0..5 as the x87's, masks in 7..12, rounding
   control in 13..14 (the x87 control word's bits 10..11, shifted). */
#define __MXCSR_MASKS  0x1f80u
#define __MXCSR_RC_SHIFT 3
#define __X87_CW_DEFAULT 0x037fu

static inline unsigned __mxcsr_get(void)
{
	unsigned m;
	__asm__ volatile("stmxcsr %0" : "=m"(m) : : "memory");
	return m;
}

static inline void __mxcsr_set(unsigned m)
{
	__asm__ volatile("ldmxcsr %0" : : "m"(m) : "memory");
}

static inline unsigned __x87_status(void)
{
	unsigned short sw;
	__asm__ volatile("fnstsw %0" : "=a"(sw) : : "memory");
	return sw;
}

static inline unsigned __x87_control(void)
{
	unsigned short cw;
	__asm__ volatile("fnstcw %0" : "=m"(cw) : : "memory");
	return cw;
}

static inline void __x87_set_control(unsigned cw)
{
	unsigned short v = (unsigned short)cw;
	__asm__ volatile("fldcw %0" : : "m"(v) : "memory");
}

/* fnstenv also masks every x87 exception as a side effect: the control
   word stored is loaded back at once. */
static inline void __x87_getenv(fenv_t *e)
{
	__asm__ volatile("fnstenv %0" : "=m"(*e) : : "memory");
	__x87_set_control(e->__control);
}

static inline void __x87_setenv(const fenv_t *e)
{
	__asm__ volatile("fldenv %0" : : "m"(*e) : "memory");
}

#endif
