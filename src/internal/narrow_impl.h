/* The body of the narrowing functions (fadd, fsubl, dfmal, fsqrt, ...),
   each of which includes this after defining
     NARROW_TO, NARROW_FROM  the result and argument types,
     NARROW_OP(x, y, z)      the operation on its one to three operands,
   and then returns narrow() of its arguments.

   The operation is done in the argument type in round toward zero and
   made "round to odd" by setting its last bit when it was inexact,
   which the conversion then rounds correctly (the wider format has at
   least two more bits).  Specials (a non-finite operand, or the pole
   the caller names: a zero divisor, a negative square root) are done
   directly. */
#include "libm_ext.h"

__NARROW(narrow_round, NARROW_TO, NARROW_FROM)

static inline NARROW_TO narrow(int n, NARROW_FROM x, NARROW_FROM y, NARROW_FROM z, int pole)
{
	int finite = isfinite(x) && (n < 2 || isfinite(y)) && (n < 3 || isfinite(z));
	int nan = isnan(x) || (n > 1 && isnan(y)) || (n > 2 && isnan(z));
	if (!finite || pole) {
		NARROW_FROM r = NARROW_OP(x, y, z);
		if (isnan(r) && !nan)
			errno = EDOM;
		else if (isinf(r) && finite)
			errno = ERANGE;
		return (NARROW_TO)r;
	}
	fenv_t env;
	__rz_begin(&env);
	volatile NARROW_FROM v[3];
	v[0] = x;
	if (n > 1)
		v[1] = y;
	if (n > 2)
		v[2] = z;
	volatile NARROW_FROM vr = NARROW_OP(v[0], v[1], v[2]);
	int inexact = __rz_end(&env);
	if (!inexact && vr == 0)
		return (NARROW_TO)(NARROW_OP(x, y, z));
	return narrow_round(_Generic((NARROW_FROM)0, double: __f64_odd, long double: __ld_odd)(vr, inexact));
}
