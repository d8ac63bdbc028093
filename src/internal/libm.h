/* Shared helpers for src/math: bit access to floating values and the
   errno/exception conventions of C Annex F with math_errhandling
   MATH_ERRNO | MATH_ERREXCEPT. */
#ifndef _WEFT_LIBM_H
#define _WEFT_LIBM_H

#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include "libc.h"

static inline uint64_t __f64_bits(double x)
{
	union { double f; uint64_t i; } u = { x };
	return u.i;
}

static inline double __f64_from(uint64_t i)
{
	union { uint64_t i; double f; } u = { i };
	return u.f;
}

static inline uint32_t __f32_bits(float x)
{
	union { float f; uint32_t i; } u = { x };
	return u.i;
}

static inline float __f32_from(uint32_t i)
{
	union { uint32_t i; float f; } u = { i };
	return u.f;
}

/* Forces evaluation of an expression for its floating-point exception
   side effect, which the compiler would otherwise drop as dead. */
static inline void __fp_force(double x)
{
	volatile double sink = x;
	(void)sink;
}

static inline void __fp_forcef(float x)
{
	volatile float sink = x;
	(void)sink;
}

/* Results that raise the matching exception and set errno, as Annex F
   and math_errhandling require (domain error: EDOM, pole and range
   errors: ERANGE). */
hidden double __math_invalid(double x);
hidden double __math_divzero(uint32_t sign);
hidden double __math_oflow(uint32_t sign);
hidden double __math_uflow(uint32_t sign);
hidden float __math_invalidf(float x);
hidden float __math_divzerof(uint32_t sign);
hidden float __math_oflowf(uint32_t sign);
hidden float __math_uflowf(uint32_t sign);

#endif
