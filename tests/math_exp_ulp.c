// test: cflags -Wl,--no-as-needed -lm
/* exp, exp2, exp10, expm1 and their float versions against correctly
   rounded references (tests/tools/gen_math_ref.py): within 1 ulp over the
   whole domain, including subnormal results and the overflow edges. */
#define _GNU_SOURCE
#include "math_ulp.h"
#include "data/math_ref_exp.h"
#include "data/math_ref_exp2.h"
#include "data/math_ref_exp10.h"
#include "data/math_ref_expm1.h"

int main(void)
{
	int bad = 0;
	bad |= T_ULP1(exp, ref_exp);
	bad |= T_ULP1F(expf, ref_expf);
	bad |= T_ULP1(exp2, ref_exp2);
	bad |= T_ULP1F(exp2f, ref_exp2f);
	t_host_allows(2, "glibc before 2.39 computes exp10 as exp(x ln10)");
	bad |= T_ULP1(exp10, ref_exp10);
	bad |= T_ULP1F(exp10f, ref_exp10f);
	bad |= T_ULP1(expm1, ref_expm1);
	bad |= T_ULP1F(expm1f, ref_expm1f);
	CHECK(!bad);
	return 0;
}
