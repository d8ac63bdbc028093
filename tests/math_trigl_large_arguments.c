/* sinl, cosl and tanl at large arguments, up to the largest long double:
   the reduction by pi/2 must keep every bit there (a fixed-size pi/2
   gives garbage beyond some 2^33 or 2^64).  Each argument is exact in
   both long double formats (64 significant bits at most); the expected
   values are mpmath's at 40000 bits, written with 121 bits and rounded
   to long double by the compiler.  Within 8 units of 2^-63 relative in
   the x87 format, 2^-100 in binary128 (whose functions carry over 100
   bits).  0x1.6ac5b262ca1ffp+849 lies within 2^-61 of an odd multiple
   of pi/2: its cosine needs 60 bits of cancellation. */
// test: cflags -fno-builtin -Wl,--no-as-needed -lm
#include <float.h>
#include <math.h>
#include "check.h"

static const struct {
	long double x, sin, cos, tan;
} cases[] = {
	{ 0x1p33L,
	  0x1.a39038f07570517d09bdfcc1710005p-1L,
	  0x1.25722fce440b6b99b7ac586d0d4d06p-1L,
	  0x1.6e0614dd2ba13ef40cd66efbcb66f6p+0L },
	{ 0x1.921fb54442d18468p+40L,
	  -0x1.898cc51701b79e9efcaf49ea650f07p-24L,
	  0x1.fffffffffffda2fe7d7733d289fc6cp-1L,
	  -0x1.898cc51701b96fa8fcaf405fbe0626p-24L },
	{ 0x1p100L,
	  -0x1.be8ed97ac1f58bea99cc1e489ea613p-1L,
	  0x1.f4eb3ff66e36cd2dc761b1ffbcc600p-2L,
	  -0x1.c86fbfa8cecc31efc7a12115f420b9p+0L },
	{ 0x1.9d3b2f5e7a1c4b2ep+200L,
	  -0x1.2bdcaea0bff418712984f14cbf1cd3p-2L,
	  0x1.e98e3c0e792b547751ee8d101421c3p-1L,
	  -0x1.399c1261e4f298d44030915dd3ca61p-2L },
	{ 0x1.6ac5b262ca1ffp+849L,
	  0x1.000000000000000000000000000000p+0L,
	  -0x1.14ae72e6ba22ef4608875c41378eb0p-61L,
	  -0x1.d9ba9a7975635a3acc324e6aeda451p+60L },
	{ 0x1p1000L,
	  -0x1.460b8ae1c886e4d91fb4939ae34b60p-3L,
	  0x1.f9785160c8815178c8c8e960e930bdp-1L,
	  -0x1.4a41d560c08cbe5f0e5300809b1c26p-3L },
	{ 0x1.c2a9f3e5d7b1c3a4p+5000L,
	  0x1.b2f4c2628f89f719b51fd6b9acfcb7p-6L,
	  -0x1.ffd1cdbda7fdb637c0d9a1d637780ep-1L,
	  -0x1.b31c049d1781c5e8e10675b532a608p-6L },
	{ 0x1.5a3c2e7d9b1f04e6p+12345L,
	  -0x1.54a45cb067e42b55fc5548a028a890p-1L,
	  0x1.7e3d4cee2ad6112f9cf66b49737abfp-1L,
	  -0x1.c84804c23624301ec9a13b64b7bc0dp-1L },
	{ 0x1p16383L,
	  0x1.8eb52c84db31a207c32981f1e5185ap-2L,
	  0x1.d7985f9055c73d7f1b4bad0f7e6b81p-1L,
	  0x1.b0de23a176a6f93ede34e7af4fcc01p-2L },
	{ 0x1.fffffffffffffffep+16383L,
	  0x1.fbfb3a96da1cbef72ca19561ea871dp-1L,
	  -0x1.00177a00c3a9ea85bd3fb5e1fadc92p-3L,
	  -0x1.fbcca93299d0dfb5efba112da5670ep+2L },
};

static int close_to(long double got, long double want)
{
	long double tol = LDBL_MANT_DIG == 113 ? 0x1p-100L : 8 * 0x1p-63L;
	return isfinite(got) && fabsl(got - want) <= tol * fabsl(want);
}

int main(void)
{
	int bad = 0;
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		long double x = cases[i].x;
		int ok = close_to(sinl(x), cases[i].sin) && close_to(cosl(x), cases[i].cos) &&
			 close_to(tanl(x), cases[i].tan) && sinl(-x) == -sinl(x) &&
			 cosl(-x) == cosl(x) && tanl(-x) == -tanl(x);
		if (!ok) {
			t_puts(2, "wrong at case ");
			t_putnum(2, (long long)i);
			t_puts(2, "\n");
			bad++;
		}
	}
	CHECK_EQ(bad, 0);
	return 0;
}
