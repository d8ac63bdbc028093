/* pow, tan and log have two variants each (src/math/pow.c, tan.c, log.c): baseline
   x86_64 and one with FMA, and the public function only ever reaches the
   one this CPU selects.  The test calls both by their internal names (a
   static link resolves them): each within 1 ulp on the mpmath reference
   tables, and both giving the same special results with the same errno.
   The FMA half is skipped on a CPU without FMA.  Other archs have one
   variant, with FMA, and the test checks it the same way. */
// test: weft-only
// test: cflags -Wl,--no-as-needed -lm
#include <errno.h>
#include "math_ulp.h"
#include "data/math_ref_pow.h"
#include "data/math_ref_tan.h"
#include "data/math_ref_log.h"

#ifdef __x86_64__
double __pow_sse2(double x, double y);
double __pow_fma(double x, double y);
double __tan_sse2(double x);
double __tan_fma(double x);
double __log_sse2(double x);
double __log_fma(double x);
int __cpu_fma(void);
#else
/* aarch64 and riscv64 always have a fused multiply-add: the public
   function is the one (FMA) variant, and both halves check it. */
#define __pow_sse2 pow_p
#define __pow_fma pow_p
#define __tan_sse2 tan_p
#define __tan_fma tan_p
#define __log_sse2 log_p
#define __log_fma log_p
#define __cpu_fma() 1
#endif

/* called through pointers: gcc knows the builtin tan and pow and may
   assume what they do to errno */
static double (*volatile tan_p)(double) = tan;
static double (*volatile pow_p)(double, double) = pow;
static double (*volatile log_p)(double) = log;

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

static int run1(const char *name, double (*f)(double), const struct math_ref1 *tab, size_t n)
{
	struct t_ulp_stat s = { name, 0, 0, 0, 0, 0, 0, 0 };
	for (size_t i = 0; i < n; i++) {
		double g = f(tab[i].x);
		t_ulp_note(&s, t_ulp_err(g, tab[i].r, tab[i].c, 53, -1022), tab[i].x, 0, g, tab[i].r);
	}
	return t_ulp_report(&s);
}

#define run_tan(name, f) run1(name, f, ref_tan, sizeof ref_tan / sizeof ref_tan[0])
#define run_log(name, f) run1(name, f, ref_log, sizeof ref_log / sizeof ref_log[0])

static const double log_special[] = { 0.0, -0.0, -1.0, 0x1p-1074, 1.0, INFINITY, -INFINITY, NAN, 0x1.fffffffffffffp1023 };

static const double tan_special[] = { 0.0, -0.0, 0x1p-1074, -0x1p-1030, 0x1p-28, INFINITY, -INFINITY, NAN,
				      0x1.921fb54442d18p+0, -0x1.921fb54442d18p+0, 0x1.921fb54442d18p-1, 1e22, 0x1p1023 };

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	int bad = run("pow sse2", __pow_sse2);
	bad |= run_tan("tan sse2", __tan_sse2);
	bad |= run_log("log sse2", __log_sse2);
	if (!__cpu_fma()) {
		CHECK(!bad);
		t_skip("no FMA on this CPU: the SSE2 variant passed, the FMA one not run");
	}
	bad |= run("pow fma", __pow_fma);
	bad |= run_tan("tan fma", __tan_fma);
	bad |= run_log("log fma", __log_fma);
	for (size_t i = 0; i < sizeof log_special / sizeof log_special[0]; i++) {
		double x = log_special[i];
		errno = 0;
		double a = __log_sse2(x);
		int ea = errno;
		errno = 0;
		double b = __log_fma(x);
		int eb = errno;
		errno = 0;
		double c = log_p(x);
		if (memcmp(&a, &b, sizeof a) != 0 || memcmp(&b, &c, sizeof b) != 0 || ea != eb || errno != eb) {
			printf("log(%a): sse2 %a errno %d, fma %a errno %d, log %a\n", x, a, ea, b, eb, c);
			bad = 1;
		}
	}
	for (size_t i = 0; i < sizeof tan_special / sizeof tan_special[0]; i++) {
		double x = tan_special[i];
		errno = 0;
		double a = __tan_sse2(x);
		int ea = errno;
		errno = 0;
		double b = __tan_fma(x);
		int eb = errno;
		errno = 0;
		double c = tan_p(x);
		if (memcmp(&a, &b, sizeof a) != 0 || memcmp(&b, &c, sizeof b) != 0 || ea != eb || errno != eb) {
			printf("tan(%a): sse2 %a errno %d, fma %a errno %d, tan %a\n", x, a, ea, b, eb, c);
			bad = 1;
		}
	}
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
		double c = pow_p(x, y);
		if (memcmp(&c, &b, sizeof c) != 0 || errno != eb) {
			printf("pow(%a, %a): %a errno %d, fma variant %a\n", x, y, c, errno, b);
			bad = 1;
		}
	}
	CHECK(!bad);
	return 0;
}
