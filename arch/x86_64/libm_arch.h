/* x86_64's side of libm.h: baseline x86_64 has no fused multiply-add, so
 * pow, tan and log each come in two variants, the baseline one and one
 * compiled for FMA (fused steps, VEX encoding), and the public function
 * jumps through a pointer that its first call sets from __cpu_fma(), as
 * the string functions do (docs/string.md). */
#ifndef _WEFT_LIBM_ARCH_H
#define _WEFT_LIBM_ARCH_H

#include "cpu.h"

/* The variants keep internal names so that a test can call both. */
hidden double __pow_sse2(double x, double y);
hidden double __pow_fma(double x, double y);
hidden double __tan_sse2(double x);
hidden double __tan_fma(double x);
hidden double __log_sse2(double x);
hidden double __log_fma(double x);

#define MATH_FMA_VARIANTS(f, params, ...)                               \
	hidden double __##f##_sse2 params                               \
	{                                                               \
		return f##_body(__VA_ARGS__, 0);                        \
	}                                                               \
	hidden __attribute__((target("fma"))) double __##f##_fma params \
	{                                                               \
		return f##_body(__VA_ARGS__, 1);                        \
	}                                                               \
	static double f##_pick params;                                  \
	static double(*f##_impl) params = f##_pick;                     \
	static double f##_pick params                                   \
	{                                                               \
		double(*v) params = __cpu_fma() ? __##f##_fma : __##f##_sse2; \
		__atomic_store_n(&f##_impl, v, __ATOMIC_RELAXED);       \
		return v(__VA_ARGS__);                                  \
	}                                                               \
	double f params                                                 \
	{                                                               \
		return __atomic_load_n(&f##_impl, __ATOMIC_RELAXED)(__VA_ARGS__); \
	}

#define MATH_FMA_ENTRY1(f) MATH_FMA_VARIANTS(f, (double x), x)
#define MATH_FMA_ENTRY2(f) MATH_FMA_VARIANTS(f, (double x, double y), x, y)

#endif
