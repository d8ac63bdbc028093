#include <errno.h>
#include <math.h>

#ifndef __FP_FAST_FMA
#error "this fma needs a fused multiply-add instruction (x86_64 has its own)"
#endif

/* aarch64 fmadd, riscv64 fmadd.d: one rounding, the flags and the
   special cases of IEEE fusedMultiplyAdd.  errno: ERANGE when finite
   operands overflow. */
double fma(double x, double y, double z)
{
	double r = __builtin_fma(x, y, z);

	if (isinf(r) && isfinite(x) && isfinite(y) && isfinite(z))
		errno = ERANGE;
	return r;
}
