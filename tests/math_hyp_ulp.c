// test: cflags -Wl,--no-as-needed -lm
/* cbrt, hypot, sinh, cosh, tanh, asinh, acosh, atanh and their float
   versions against correctly rounded references
   (tests/tools/gen_math_ref.py): within 1 ulp over the whole domain. */
#include "math_ulp.h"
#include "data/math_ref_cbrt.h"
#include "data/math_ref_hypot.h"
#include "data/math_ref_sinh.h"
#include "data/math_ref_cosh.h"
#include "data/math_ref_tanh.h"
#include "data/math_ref_asinh.h"
#include "data/math_ref_acosh.h"
#include "data/math_ref_atanh.h"

int main(void)
{
	int bad = 0;
	t_host_allows(4, "glibc 2.36's cbrt is documented at 4 ulp");
	bad |= T_ULP1(cbrt, ref_cbrt);
	t_host_allows(4, "glibc 2.36's cbrtf is documented at 4 ulp");
	bad |= T_ULP1F(cbrtf, ref_cbrtf);
	bad |= T_ULP2(hypot, ref_hypot);
	bad |= T_ULP2F(hypotf, ref_hypotf);
	t_host_allows(2, "glibc 2.36's sinh is documented at 2 ulp");
	bad |= T_ULP1(sinh, ref_sinh);
	t_host_allows(2, "glibc 2.36's sinhf is documented at 2 ulp");
	bad |= T_ULP1F(sinhf, ref_sinhf);
	bad |= T_ULP1(cosh, ref_cosh);
	bad |= T_ULP1F(coshf, ref_coshf);
	t_host_allows(2, "glibc 2.36's tanh is documented at 2 ulp");
	bad |= T_ULP1(tanh, ref_tanh);
	t_host_allows(2, "glibc 2.36's tanhf is documented at 2 ulp");
	bad |= T_ULP1F(tanhf, ref_tanhf);
	bad |= T_ULP1(asinh, ref_asinh);
	bad |= T_ULP1F(asinhf, ref_asinhf);
	t_host_allows(2, "glibc 2.36's acosh is documented at 2 ulp");
	bad |= T_ULP1(acosh, ref_acosh);
	t_host_allows(2, "glibc 2.36's acoshf is documented at 2 ulp");
	bad |= T_ULP1F(acoshf, ref_acoshf);
	bad |= T_ULP1(atanh, ref_atanh);
	bad |= T_ULP1F(atanhf, ref_atanhf);
	CHECK(!bad);
	return 0;
}
