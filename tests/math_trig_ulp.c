// test: cflags -Wl,--no-as-needed -lm
/* sin, cos, tan (and sincos) and their float versions against correctly
   rounded references (tests/tools/gen_math_ref.py): within 1 ulp over the
   whole range, including arguments next to multiples of pi/2 and huge
   ones (1e22, DBL_MAX) that need the exact argument reduction. */
#define _GNU_SOURCE
#include "math_ulp.h"
#include "data/math_ref_sin.h"
#include "data/math_ref_cos.h"
#include "data/math_ref_tan.h"

static double sc_s(double x) { double s, c; sincos(x, &s, &c); return s; }
static double sc_c(double x) { double s, c; sincos(x, &s, &c); return c; }
static float scf_s(float x) { float s, c; sincosf(x, &s, &c); return s; }
static float scf_c(float x) { float s, c; sincosf(x, &s, &c); return c; }

int main(void)
{
	int bad = 0;
	bad |= T_ULP1(sin, ref_sin);
	bad |= T_ULP1F(sinf, ref_sinf);
	t_host_allows(16, "glibc 2.36 is 8-15 ulp off at x = 6381956970095103 * 2^797, the worst cancellation");
	bad |= T_ULP1(cos, ref_cos);
	bad |= T_ULP1F(cosf, ref_cosf);
	t_host_allows(16, "glibc 2.36 is 8-15 ulp off at x = 6381956970095103 * 2^797, the worst cancellation");
	bad |= T_ULP1(tan, ref_tan);
	bad |= T_ULP1F(tanf, ref_tanf);
	bad |= T_ULP1(sc_s, ref_sin);
	t_host_allows(16, "glibc 2.36 is 8-15 ulp off at x = 6381956970095103 * 2^797, the worst cancellation");
	bad |= T_ULP1(sc_c, ref_cos);
	bad |= T_ULP1F(scf_s, ref_sinf);
	bad |= T_ULP1F(scf_c, ref_cosf);
	CHECK(!bad);
	return 0;
}
