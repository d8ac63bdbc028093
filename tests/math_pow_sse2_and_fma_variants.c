/* pow has two variants (src/math/pow.c): baseline x86_64 and one with
   FMA, and the public pow only ever reaches the one this CPU selects.
   The test calls both by their internal names (a static link resolves
   them): each within 1 ulp on the mpmath reference table, and both
   giving the same special results with the same errno.  The FMA half is
   skipped on a CPU without FMA. */
// test: weft-only
// test: cflags -Wl,--no-as-needed -lm
#include <errno.h>
#include "math_ulp.h"
#include "data/math_ref_pow.h"

double __pow_sse2(double x, double y);
double __pow_fma(double x, double y);
int __cpu_fma(void);

static const double special[][2] = {
	{ 0.0, -1.0 }, { -0.0, -3.0 }, { -0.0, 3.0 }, { -0.0, 0.5 }, { 0.0, 0.0 },
	{ INFINITY, -2.0 }, { -INFINITY, 3.0 }, { -INFINITY, -3.0 }, { -INFINITY, 0.5 },
	{ NAN, 0.0 }, { 1.0, NAN }, { NAN, 1.0 }, { -1.0, INFINITY }, { 0.5, INFINITY },
	{ 2.0, -INFINITY }, { -2.0, 0.5 }, { -1.0, 0x1p60 }, { -1.0, 3.0 },
	{ 2.0, 1024.0 }, { -2.0, 1025.0 }, { 2.0, -1075.0 }, { -2.0, -1075.0 },
	{ 2.0, -1074.0 }, { 0x1p-1074, 1.0 }, { 0x1p-1074, -0.5 }, { 0x1.8p-1070, 0.75 },
	{ 1e300, 1e300 }, { 1e-300, 1e300 }, { 1 + 0x1p-52, 0x1p62 }, { 1 - 0x1p-53, 0x1p63 },
	{ 1 + 0x1p-52, 0x1p-66 }, { 0.5, -0x1p-70 }, { 3.0, 0x1p-1074 }, { -3.0, 0x1p63 },
	{ 10.0, 308.25 }, { 10.0, -323.5 }, { -10.0, -323.0 }, { 0x1.fffffffffffffp1023, -1.0 },
};

static int run(const char *name, double (*f)(double, double))
{
	struct t_ulp_stat s = { name, 0, 0, 0, 0, 0, 1, 0 };
	for (size_t i = 0; i < sizeof ref_pow / sizeof ref_pow[0]; i++) {
		double g = f(ref_pow[i].x, ref_pow[i].y);
		t_ulp_note(&s, t_ulp_err(g, ref_pow[i].r, ref_pow[i].c, 53, -1022),
			   ref_pow[i].x, ref_pow[i].y, g, ref_pow[i].r);
	}
	return t_ulp_report(&s);
}

int main(void)
{
	int bad = run("sse2", __pow_sse2);
	if (!__cpu_fma()) {
		CHECK(!bad);
		t_skip("no FMA on this CPU: the SSE2 variant passed, the FMA one not run");
	}
	bad |= run("fma", __pow_fma);
	for (size_t i = 0; i < sizeof special / sizeof special[0]; i++) {
		double x = special[i][0], y = special[i][1];
		errno = 0;
		double a = __pow_sse2(x, y);
		int ea = errno;
		errno = 0;
		double b = __pow_fma(x, y);
		int eb = errno;
		if (memcmp(&a, &b, sizeof a) != 0 || ea != eb) {
			printf("pow(%a, %a): sse2 %a errno %d, fma %a errno %d\n", x, y, a, ea, b, eb);
			bad = 1;
		}
		/* the public entry is one of them */
		errno = 0;
		double c = pow(x, y);
		if (memcmp(&c, &b, sizeof c) != 0 || errno != eb) {
			printf("pow(%a, %a): %a errno %d, fma variant %a\n", x, y, c, errno, b);
			bad = 1;
		}
	}
	CHECK(!bad);
	return 0;
}
