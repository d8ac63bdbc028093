/* Shared by the tests/math_*_ulp.c tests: the reference tables
   (tests/data/math_ref_*.h, made by tests/tools/gen_math_ref.py) and the
   ulp error of a result against them.  Each table row holds the inputs,
   the correctly rounded result and where the exact result lies from it in
   ulps, so the error measured is the real one (0.5 for a result that is
   rounded to nearest, up to 1 for a faithful one). */
#ifndef WEFT_TEST_MATH_ULP_H
#define WEFT_TEST_MATH_ULP_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

struct math_ref1 { double x, r; float c; };
struct math_ref2 { double x, y, r; float c; };
struct math_ref1f { float x, r; float c; };
struct math_ref2f { float x, y, r; float c; };

/* The limit every function of this library meets (C Annex F asks for
   none; the project asks for 1 ulp). */
#define MATH_ULP_LIMIT 1.0
static double t_ulp_limit = MATH_ULP_LIMIT;

/* The host libc's documented error for a function, when it is known to
   exceed 1 ulp (the test is also run against glibc: make check-host);
   weft is always held to MATH_ULP_LIMIT.  Applies to the next check. */
__attribute__((unused)) static void t_host_allows(double ulps, const char *why)
{
	const char *m = getenv("TEST_MODE");
	if (m && strcmp(m, "host") == 0) {
		t_ulp_limit = ulps;
		printf("(host: %.1f ulp allowed: %s)\n", ulps, why);
	}
}

/* |got - exact| in ulps of the exact result; a huge value when the
   classes differ (nan vs number, inf vs finite, wrong zero sign is
   fine: the tables' zeros are underflows). */
__attribute__((unused)) static double t_ulp_err(double got, double want, double corr, int mant, int emin)
{
	if (isnan(want))
		return isnan(got) ? 0 : 1e9;
	if (isinf(want) || isinf(got))
		return got == want ? 0 : 1e9;
	if (isnan(got))
		return 1e9;
	/* the exponent of want, from its bits (frexp may be the function
	   under test in another file of the same library) */
	union { double f; unsigned long long i; } u = { want };
	int e = (int)(u.i >> 52 & 0x7ff) - 1023;
	if (e < emin)
		e = emin;
	u.i = (unsigned long long)(e - mant + 1 + 1023) << 52;
	double ulp = e - mant + 1 >= -1022 ? u.f : 0x1p-1074 * (double)(1ull << (e - mant + 1 + 1074));
	return fabs((got - want) / ulp - corr);
}

struct t_ulp_stat {
	const char *name;
	double worst;
	double wx, wy, wgot, wwant;
	int two, fails;
};

__attribute__((unused)) static void t_ulp_note(struct t_ulp_stat *s, double err, double x, double y, double got, double want)
{
	if (err > s->worst) {
		s->worst = err;
		s->wx = x;
		s->wy = y;
		s->wgot = got;
		s->wwant = want;
	}
	if (err > t_ulp_limit)
		s->fails++;
}

/* Prints the worst case and returns 1 when it is over the limit. */
__attribute__((unused)) static int t_ulp_report(const struct t_ulp_stat *s)
{
	if (s->two)
		printf("%-8s max %.3f ulp at (%a, %a): got %a want %a\n", s->name, s->worst,
		       s->wx, s->wy, s->wgot, s->wwant);
	else
		printf("%-8s max %.3f ulp at %a: got %a want %a\n", s->name, s->worst,
		       s->wx, s->wgot, s->wwant);
	if (s->fails)
		printf("%-8s %d results over %.1f ulp\n", s->name, s->fails, t_ulp_limit);
	fflush(stdout);
	t_ulp_limit = MATH_ULP_LIMIT;
	return s->fails != 0;
}

#define T_ULP1(fn, tab) ({ \
	struct t_ulp_stat s_ = { #fn, 0, 0, 0, 0, 0, 0, 0 }; \
	for (size_t i_ = 0; i_ < sizeof tab / sizeof tab[0]; i_++) { \
		double g_ = fn(tab[i_].x); \
		t_ulp_note(&s_, t_ulp_err(g_, tab[i_].r, tab[i_].c, 53, -1022), tab[i_].x, 0, g_, tab[i_].r); \
	} \
	t_ulp_report(&s_); })

#define T_ULP1F(fn, tab) ({ \
	struct t_ulp_stat s_ = { #fn, 0, 0, 0, 0, 0, 0, 0 }; \
	for (size_t i_ = 0; i_ < sizeof tab / sizeof tab[0]; i_++) { \
		float g_ = fn(tab[i_].x); \
		t_ulp_note(&s_, t_ulp_err(g_, tab[i_].r, tab[i_].c, 24, -126), tab[i_].x, 0, g_, tab[i_].r); \
	} \
	t_ulp_report(&s_); })

#define T_ULP2(fn, tab) ({ \
	struct t_ulp_stat s_ = { #fn, 0, 0, 0, 0, 0, 1, 0 }; \
	for (size_t i_ = 0; i_ < sizeof tab / sizeof tab[0]; i_++) { \
		double g_ = fn(tab[i_].x, tab[i_].y); \
		t_ulp_note(&s_, t_ulp_err(g_, tab[i_].r, tab[i_].c, 53, -1022), tab[i_].x, tab[i_].y, g_, tab[i_].r); \
	} \
	t_ulp_report(&s_); })

#define T_ULP2F(fn, tab) ({ \
	struct t_ulp_stat s_ = { #fn, 0, 0, 0, 0, 0, 1, 0 }; \
	for (size_t i_ = 0; i_ < sizeof tab / sizeof tab[0]; i_++) { \
		float g_ = fn(tab[i_].x, tab[i_].y); \
		t_ulp_note(&s_, t_ulp_err(g_, tab[i_].r, tab[i_].c, 24, -126), tab[i_].x, tab[i_].y, g_, tab[i_].r); \
	} \
	t_ulp_report(&s_); })

#endif
