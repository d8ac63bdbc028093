/* <tgmath.h>: type-generic math (C17 7.25).  Each macro picks the
   float, double or long double function from its real arguments (an
   integer argument counts as double), or the complex one from
   <complex.h> when an argument is complex.  gcc 8 and later (and any
   mode, even -std=c99) have __builtin_tgmath, which implements exactly
   these rules; otherwise C11 _Generic on the sum of the arguments,
   whose type follows the usual arithmetic conversions. */
#ifndef _TGMATH_H
#define _TGMATH_H

#include <math.h>
#include <complex.h>

#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8
#define __TG_RC(fn, ...) __builtin_tgmath(fn##f, fn, fn##l, c##fn##f, c##fn, c##fn##l, __VA_ARGS__)
#define __TG_R(fn, ...)  __builtin_tgmath(fn##f, fn, fn##l, __VA_ARGS__)
#define __TG_C(fn, ...)  __builtin_tgmath(fn##f, fn, fn##l, __VA_ARGS__)
#else
/* An argument stands for its type by a zero of the type it selects (an
   integer selects double); the sum of those zeros, never evaluated, has
   the common type of the arguments (complex if any of them is). */
#define __TG_T(x) __extension__ _Generic((x), float: 0.0f, long double: 0.0L, \
	float _Complex: (float _Complex)0, double _Complex: (double _Complex)0, \
	long double _Complex: (long double _Complex)0, default: 0.0)
#define __TG_PICK(e, f, d, l, cf, cd, cl) __extension__ _Generic((e), \
	float: f, long double: l, \
	float _Complex: cf, double _Complex: cd, long double _Complex: cl, \
	default: d)
#define __TG_PICKR(e, f, d, l) __extension__ _Generic((e), float: f, long double: l, default: d)
#define __TG_RC1(fn, x) __TG_PICK((x), fn##f, fn, fn##l, c##fn##f, c##fn, c##fn##l)(x)
#define __TG_R1(fn, x) __TG_PICKR((x), fn##f, fn, fn##l)(x)
#define __TG_R2(fn, x, y) __TG_PICKR(__TG_T(x) + __TG_T(y), fn##f, fn, fn##l)(x, y)
#define __TG_R3(fn, x, y, z) __TG_PICKR(__TG_T(x) + __TG_T(y) + __TG_T(z), fn##f, fn, fn##l)(x, y, z)
#endif

#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8
/* real and complex */
#define acos(x)  __TG_RC(acos, x)
#define asin(x)  __TG_RC(asin, x)
#define atan(x)  __TG_RC(atan, x)
#define acosh(x) __TG_RC(acosh, x)
#define asinh(x) __TG_RC(asinh, x)
#define atanh(x) __TG_RC(atanh, x)
#define cos(x)   __TG_RC(cos, x)
#define sin(x)   __TG_RC(sin, x)
#define tan(x)   __TG_RC(tan, x)
#define cosh(x)  __TG_RC(cosh, x)
#define sinh(x)  __TG_RC(sinh, x)
#define tanh(x)  __TG_RC(tanh, x)
#define exp(x)   __TG_RC(exp, x)
#define log(x)   __TG_RC(log, x)
#define pow(x, y) __TG_RC(pow, x, y)
#define sqrt(x)  __TG_RC(sqrt, x)
#define fabs(x)  __builtin_tgmath(fabsf, fabs, fabsl, cabsf, cabs, cabsl, x)
/* real only */
#define atan2(x, y)      __TG_R(atan2, x, y)
#define cbrt(x)          __TG_R(cbrt, x)
#define ceil(x)          __TG_R(ceil, x)
#define copysign(x, y)   __TG_R(copysign, x, y)
#define erf(x)           __TG_R(erf, x)
#define erfc(x)          __TG_R(erfc, x)
#define exp2(x)          __TG_R(exp2, x)
#define expm1(x)         __TG_R(expm1, x)
#define fdim(x, y)       __TG_R(fdim, x, y)
#define floor(x)         __TG_R(floor, x)
#define fma(x, y, z)     __TG_R(fma, x, y, z)
#define fmax(x, y)       __TG_R(fmax, x, y)
#define fmin(x, y)       __TG_R(fmin, x, y)
#define fmod(x, y)       __TG_R(fmod, x, y)
#define frexp(x, e)      __TG_R(frexp, x, e)
#define hypot(x, y)      __TG_R(hypot, x, y)
#define ilogb(x)         __TG_R(ilogb, x)
#define ldexp(x, e)      __TG_R(ldexp, x, e)
#define lgamma(x)        __TG_R(lgamma, x)
#define llrint(x)        __TG_R(llrint, x)
#define llround(x)       __TG_R(llround, x)
#define log10(x)         __TG_R(log10, x)
#define log1p(x)         __TG_R(log1p, x)
#define log2(x)          __TG_R(log2, x)
#define logb(x)          __TG_R(logb, x)
#define lrint(x)         __TG_R(lrint, x)
#define lround(x)        __TG_R(lround, x)
#define nearbyint(x)     __TG_R(nearbyint, x)
#define nextafter(x, y)  __TG_R(nextafter, x, y)
#define nexttoward(x, y) __TG_R(nexttoward, x, y)
#define remainder(x, y)  __TG_R(remainder, x, y)
#define remquo(x, y, q)  __TG_R(remquo, x, y, q)
#define rint(x)          __TG_R(rint, x)
#define round(x)         __TG_R(round, x)
#define scalbn(x, n)     __TG_R(scalbn, x, n)
#define scalbln(x, n)    __TG_R(scalbln, x, n)
#define tgamma(x)        __TG_R(tgamma, x)
#define trunc(x)         __TG_R(trunc, x)
/* complex only */
#define carg(x)  __TG_C(carg, x)
#define cimag(x) __TG_C(cimag, x)
#define conj(x)  __TG_C(conj, x)
#define cproj(x) __TG_C(cproj, x)
#define creal(x) __TG_C(creal, x)
#else
#define acos(x)  __TG_RC1(acos, x)
#define asin(x)  __TG_RC1(asin, x)
#define atan(x)  __TG_RC1(atan, x)
#define acosh(x) __TG_RC1(acosh, x)
#define asinh(x) __TG_RC1(asinh, x)
#define atanh(x) __TG_RC1(atanh, x)
#define cos(x)   __TG_RC1(cos, x)
#define sin(x)   __TG_RC1(sin, x)
#define tan(x)   __TG_RC1(tan, x)
#define cosh(x)  __TG_RC1(cosh, x)
#define sinh(x)  __TG_RC1(sinh, x)
#define tanh(x)  __TG_RC1(tanh, x)
#define exp(x)   __TG_RC1(exp, x)
#define log(x)   __TG_RC1(log, x)
#define sqrt(x)  __TG_RC1(sqrt, x)
#define fabs(x)  __TG_PICK((x), fabsf, fabs, fabsl, cabsf, cabs, cabsl)(x)
#define pow(x, y) __TG_PICK(__TG_T(x) + __TG_T(y), powf, pow, powl, cpowf, cpow, cpowl)(x, y)
#define atan2(x, y)      __TG_R2(atan2, x, y)
#define cbrt(x)          __TG_R1(cbrt, x)
#define ceil(x)          __TG_R1(ceil, x)
#define copysign(x, y)   __TG_R2(copysign, x, y)
#define erf(x)           __TG_R1(erf, x)
#define erfc(x)          __TG_R1(erfc, x)
#define exp2(x)          __TG_R1(exp2, x)
#define expm1(x)         __TG_R1(expm1, x)
#define fdim(x, y)       __TG_R2(fdim, x, y)
#define floor(x)         __TG_R1(floor, x)
#define fma(x, y, z)     __TG_R3(fma, x, y, z)
#define fmax(x, y)       __TG_R2(fmax, x, y)
#define fmin(x, y)       __TG_R2(fmin, x, y)
#define fmod(x, y)       __TG_R2(fmod, x, y)
#define frexp(x, e)      __TG_PICKR((x), frexpf, frexp, frexpl)(x, e)
#define hypot(x, y)      __TG_R2(hypot, x, y)
#define ilogb(x)         __TG_R1(ilogb, x)
#define ldexp(x, e)      __TG_PICKR((x), ldexpf, ldexp, ldexpl)(x, e)
#define lgamma(x)        __TG_R1(lgamma, x)
#define llrint(x)        __TG_R1(llrint, x)
#define llround(x)       __TG_R1(llround, x)
#define log10(x)         __TG_R1(log10, x)
#define log1p(x)         __TG_R1(log1p, x)
#define log2(x)          __TG_R1(log2, x)
#define logb(x)          __TG_R1(logb, x)
#define lrint(x)         __TG_R1(lrint, x)
#define lround(x)        __TG_R1(lround, x)
#define nearbyint(x)     __TG_R1(nearbyint, x)
#define nextafter(x, y)  __TG_R2(nextafter, x, y)
#define nexttoward(x, y) __TG_PICKR((x), nexttowardf, nexttoward, nexttowardl)(x, y)
#define remainder(x, y)  __TG_R2(remainder, x, y)
#define remquo(x, y, q)  __TG_PICKR(__TG_T(x) + __TG_T(y), remquof, remquo, remquol)(x, y, q)
#define rint(x)          __TG_R1(rint, x)
#define round(x)         __TG_R1(round, x)
#define scalbn(x, n)     __TG_PICKR((x), scalbnf, scalbn, scalbnl)(x, n)
#define scalbln(x, n)    __TG_PICKR((x), scalblnf, scalbln, scalblnl)(x, n)
#define tgamma(x)        __TG_R1(tgamma, x)
#define trunc(x)         __TG_R1(trunc, x)
#define carg(x)  __TG_PICK((x), cargf, carg, cargl, cargf, carg, cargl)(x)
#define cimag(x) __TG_PICK((x), cimagf, cimag, cimagl, cimagf, cimag, cimagl)(x)
#define conj(x)  __TG_PICK((x), conjf, conj, conjl, conjf, conj, conjl)(x)
#define cproj(x) __TG_PICK((x), cprojf, cproj, cprojl, cprojf, cproj, cprojl)(x)
#define creal(x) __TG_PICK((x), crealf, creal, creall, crealf, creal, creall)(x)
#endif

#endif
