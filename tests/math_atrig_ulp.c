// test: cflags -Wl,--no-as-needed -lm
/* asin, acos, atan, atan2 and their float versions against correctly
   rounded references (tests/tools/gen_math_ref.py): within 1 ulp, with
   arguments next to +-1, tiny and huge ones, and atan2 quotients that
   underflow or overflow. */
#include "math_ulp.h"
#include "data/math_ref_asin.h"
#include "data/math_ref_acos.h"
#include "data/math_ref_atan.h"
#include "data/math_ref_atan2.h"

static double atan2_yx(double y, double x) { return atan2(y, x); }

int main(void)
{
	int bad = 0;
	bad |= T_ULP1(asin, ref_asin);
	bad |= T_ULP1F(asinf, ref_asinf);
	bad |= T_ULP1(acos, ref_acos);
	bad |= T_ULP1F(acosf, ref_acosf);
	bad |= T_ULP1(atan, ref_atan);
	bad |= T_ULP1F(atanf, ref_atanf);
	bad |= T_ULP2(atan2_yx, ref_atan2);
	bad |= T_ULP2F(atan2f, ref_atan2f);
	CHECK(!bad);
	return 0;
}
