/* Floating values print as the exact decimal expansion of their binary
   value, rounded half to even only at the last requested digit (expected
   strings from glibc 2.36). */
#include <float.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

static char buf[20000];

#define EXPECT(want, ...) do { \
	int r_ = snprintf(buf, sizeof buf, __VA_ARGS__); \
	CHECK_STR(buf, want); \
	CHECK_EQ(r_, (long long)strlen(want)); } while (0)

int main(void)
{
	size_t i;

	EXPECT("0.1000000000000000055511151231257827021182", "%.40f", 0.1);
	EXPECT("1.000000000000000025059091835208759685696146807703705249925342e-300", "%.60e", 1e-300);
	EXPECT("4.940656458412465441765687928682213723650598026143247644255857e-324", "%.60e", 5e-324);
	EXPECT("0.3333333333333333148296162562473909929394721984863281250000000000000000", "%.70f", 1.0 / 3);
	EXPECT("2.2250738585072013830902327e-308", "%.25e", 2.2250738585072014e-308);
#if LDBL_MANT_DIG == 64
	EXPECT("1.000000000000000000013552527156e-01", "%.30Le", 0.1L);
	EXPECT("0.33333333333333333334236835143737920361672877334058", "%.50Lf", 1.0L / 3);
#else
	/* binary128 */
	EXPECT("1.000000000000000000000000000000000048148248609680896e-01", "%.51Le", 0.1L);
	EXPECT("0.33333333333333333333333333333333331728391713010637", "%.50Lf", 1.0L / 3);
#endif

	/* Halfway cases are decided on the exact value, then to even. */
	EXPECT("0 2 2 4", "%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, 3.5);
	EXPECT("1.00 0.1 0.3", "%.2f %.1f %.1f", 1.005, 0.125, 0.35);

	/* 2^-1074 has 1074 fraction digits and 751 significant ones: they end
	   in ...5, and everything after is zero. */
	CHECK_EQ(snprintf(buf, sizeof buf, "%.1074f", 5e-324), 1076);
	CHECK_EQ(memcmp(buf, "0.000", 5), 0);
	CHECK_EQ(memcmp(buf + 2 + 323, "4940656458412465441765687928682213723650598026143247644255856825", 64), 0);
	CHECK_EQ(buf[1075], '5');
	CHECK_EQ(snprintf(buf, sizeof buf, "%.1200f", 5e-324), 1202);
	for (i = 1076; i < 1202; i++)
		CHECK_EQ(buf[i], '0');

	/* DBL_MAX is an integer of 309 digits. */
	CHECK_EQ(snprintf(buf, sizeof buf, "%.0f", DBL_MAX), 309);
	CHECK_EQ(memcmp(buf, "179769313486231570814527423731704356798070567525844996598917476803157", 69), 0);
	CHECK_STR(buf + 300, "124858368");

	/* LDBL_MAX has 4933 digits either way.  x87: the smallest long
	   double denormal, 2^-16445, has 11495 significant digits after 4950
	   zeros; binary128's, 2^-16494, 11529 after 4965. */
	CHECK_EQ(snprintf(buf, sizeof buf, "%.0Lf", LDBL_MAX), 4933);
#if LDBL_MANT_DIG == 113
	CHECK_EQ(memcmp(buf, "118973149535723176508575932662800701619646905264169404552969888421216", 69), 0);
	CHECK_EQ(snprintf(buf, sizeof buf, "%.16494Lf", 0x1p-16494L), 16496);
	CHECK_EQ(memcmp(buf + 2 + 4965, "6475175119438025110924", 22), 0);
	CHECK_EQ(buf[16495], '5');
	EXPECT("6.4751751194380251109244389582276465524995693380346810096898843891970395e-4966",
	       "%.70Le", 0x1p-16494L);
#else
	CHECK_EQ(memcmp(buf, "118973149535723176502126385303097020516906332229462420044032373389173", 69), 0);
	CHECK_EQ(snprintf(buf, sizeof buf, "%.16445Lf", 0x1p-16445L), 16447);
	CHECK_EQ(memcmp(buf + 2 + 4950, "3645199531882474602528", 22), 0);
	CHECK_EQ(buf[16446], '5');
	EXPECT("3.6451995318824746025284059336194198163990508156935633437209804870283717e-4951",
	       "%.70Le", 0x1p-16445L);
#endif
	return 0;
}
