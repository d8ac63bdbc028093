// test: cflags -Wl,--no-as-needed -lm
/* pow and powf against correctly rounded references
   (tests/tools/gen_math_ref.py): within 1 ulp for random x and y over the
   whole range, x near 1 with huge y, negative x with integer y, and
   results next to the overflow and underflow thresholds. */
#include "math_ulp.h"
#include "data/math_ref_pow.h"

int main(void)
{
	int bad = 0;
	bad |= T_ULP2(pow, ref_pow);
	bad |= T_ULP2F(powf, ref_powf);
	CHECK(!bad);
	return 0;
}
