// test: cflags -Wl,--no-as-needed -lm
/* cbrt, hypot, sinh, cosh, tanh, asinh, acosh, atanh and their float
   versions against correctly rounded references
   (tests/tools/gen_math_ref.py): within 1 ulp over the whole domain. */
#include "math_ulp.h"
#include "data/math_ref_cbrt.h"

int main(void)
{
	int bad = 0;
	bad |= T_ULP1(cbrt, ref_cbrt);
	bad |= T_ULP1F(cbrtf, ref_cbrtf);
	CHECK(!bad);
	return 0;
}
