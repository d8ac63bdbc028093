// test: cflags -Wl,--no-as-needed -lm
/* log, log2, log10, log1p and their float versions against correctly
   rounded references (tests/tools/gen_math_ref.py): within 1 ulp over the
   whole domain, subnormal inputs and the neighbourhood of 1 included. */
#include "math_ulp.h"
#include "data/math_ref_log.h"
#include "data/math_ref_log2.h"
#include "data/math_ref_log10.h"
#include "data/math_ref_log1p.h"

int main(void)
{
	int bad = 0;
	bad |= T_ULP1(log, ref_log);
	bad |= T_ULP1F(logf, ref_logf);
	bad |= T_ULP1(log2, ref_log2);
	bad |= T_ULP1F(log2f, ref_log2f);
	t_host_allows(2, "glibc 2.36's log10 is documented at 2 ulp");
	bad |= T_ULP1(log10, ref_log10);
	t_host_allows(2, "glibc 2.36's log10f is documented at 2 ulp");
	bad |= T_ULP1F(log10f, ref_log10f);
	bad |= T_ULP1(log1p, ref_log1p);
	bad |= T_ULP1F(log1pf, ref_log1pf);
	CHECK(!bad);
	return 0;
}
