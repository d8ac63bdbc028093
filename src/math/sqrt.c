#include "libm.h"

/* On archs with a square-root instruction (aarch64 fsqrt, riscv64
   fsqrt.d), which the compiler emits for the builtin (math is built with
   -fno-math-errno): correctly rounded in the current mode, inexact
   raised by it; only the domain error needs errno. */
double sqrt(double x)
{
	if (x < 0)
		return __math_invalid(x);
	return __builtin_sqrt(x);
}
