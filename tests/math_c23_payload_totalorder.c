/* C23 <math.h>: setpayload/setpayloadsig make quiet and signaling NaNs
   with a given payload and refuse non-integers, negatives and payloads
   too wide; getpayload reads it back; totalorder/totalordermag order
   every encoding, NaNs and signed zeros included; canonicalize quiets a
   signaling NaN (with invalid) and copies the rest. */
// test: cflags -D_GNU_SOURCE -fno-builtin -Wl,--no-as-needed -lm
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include "check.h"

/* Signaling: a NaN with the quiet bit (the top bit of the stored
   fraction below any explicit integer bit) clear. */
static int sig_d(double x)
{
	union { double f; unsigned long long i; } u = { x };
	return isnan(x) && !(u.i >> 51 & 1);
}
static int sig_f(float x)
{
	union { float f; unsigned i; } u = { x };
	return isnan(x) && !(u.i >> 22 & 1);
}
static int sig_l(long double x)
{
	union { long double f; unsigned long long w[2]; } u;
	memset(&u, 0, sizeof u);
	u.f = x;
#if LDBL_MANT_DIG == 64
	return isnan(x) && !(u.w[0] >> 62 & 1);
#else
	return isnan(x) && !(u.w[1] >> 47 & 1);
#endif
}
#define ISSIG(x) _Generic((x), float: sig_f, double: sig_d, long double: sig_l)(x)

#define PAYLOAD(T, s, BITS) do { \
	T r = 1, n, p; \
	feclearexcept(FE_ALL_EXCEPT); \
	CHECK_EQ(setpayload##s(&r, 42), 0); \
	CHECK(isnan(r) && !ISSIG(r) && !signbit(r)); \
	p = getpayload##s(&r); \
	CHECK(p == 42); \
	CHECK_EQ(setpayload##s(&r, 0), 0); \
	CHECK(isnan(r) && !ISSIG(r)); \
	CHECK(getpayload##s(&r) == 0); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0); \
	/* (the x87 raises invalid on loading a signaling NaN, as for \
	   isnan(r) on a long double: flags are not checked from here) */ \
	CHECK_EQ(setpayloadsig##s(&r, 7), 0); \
	CHECK(isnan(r) && ISSIG(r)); \
	CHECK(getpayload##s(&r) == 7); \
	r = 1; CHECK(setpayloadsig##s(&r, 0) != 0); CHECK(r == 0 && !signbit(r)); \
	r = 1; CHECK(setpayload##s(&r, (T)1.5) != 0); CHECK(r == 0); \
	r = 1; CHECK(setpayload##s(&r, -1) != 0); CHECK(r == 0); \
	r = 1; CHECK(setpayload##s(&r, (T)0x1p-3) != 0); CHECK(r == 0); \
	n = (T)0x1p##BITS; \
	r = 1; CHECK(setpayload##s(&r, n) != 0); CHECK(r == 0); \
	CHECK_EQ(setpayload##s(&r, n - 1), 0); \
	CHECK(getpayload##s(&r) == n - 1); \
	r = 1; CHECK(setpayload##s(&r, (T)INFINITY) != 0); \
	n = (T)NAN; \
	r = 1; CHECK(setpayload##s(&r, n) != 0); \
	/* canonicalize */ \
	CHECK_EQ(setpayloadsig##s(&n, 3), 0); \
	feclearexcept(FE_ALL_EXCEPT); \
	CHECK_EQ(canonicalize##s(&r, &n), 0); \
	CHECK(isnan(r) && !ISSIG(r)); \
	CHECK(fetestexcept(FE_INVALID)); \
	n = (T)-0.0; \
	CHECK_EQ(canonicalize##s(&r, &n), 0); \
	CHECK(r == 0 && signbit(r)); \
	n = (T)0.1; \
	CHECK_EQ(canonicalize##s(&r, &n), 0); \
	CHECK(r == n); \
} while (0)

/* The values in increasing total order. */
#define ORDER(T, s, TRUE_MIN, MAX) do { \
	T v[12]; \
	int k = 0; \
	CHECK_EQ(setpayload##s(&v[k], 9), 0); v[k] = -v[k]; k++; \
	CHECK_EQ(setpayload##s(&v[k], 1), 0); v[k] = -v[k]; k++; \
	v[k++] = -(T)INFINITY; v[k++] = -MAX; v[k++] = -1; v[k++] = -TRUE_MIN; \
	v[k++] = -(T)0; v[k++] = 0; v[k++] = TRUE_MIN; v[k++] = (T)INFINITY; \
	CHECK_EQ(setpayloadsig##s(&v[k], 5), 0); k++; \
	CHECK_EQ(setpayload##s(&v[k], 1), 0); k++; \
	for (int i = 0; i < k; i++) \
		for (int j = 0; j < k; j++) { \
			CHECK_EQ(totalorder##s(&v[i], &v[j]), i <= j); \
		} \
	T a = -2, b = 1, z = 0, mz = -(T)0; \
	CHECK_EQ(totalordermag##s(&a, &b), 0); \
	CHECK_EQ(totalordermag##s(&b, &a), 1); \
	CHECK_EQ(totalordermag##s(&mz, &z), 1); \
	CHECK_EQ(totalordermag##s(&z, &mz), 1); \
	CHECK_EQ(totalordermag##s(&v[0], &v[11]), 0); \
	CHECK_EQ(totalordermag##s(&v[9], &v[10]), 1); \
} while (0)

int main(void)
{
	PAYLOAD(double, , 51);
	PAYLOAD(float, f, 22);
#if LDBL_MANT_DIG == 64
	PAYLOAD(long double, l, 62);
#else
	PAYLOAD(long double, l, 111);
#endif
	ORDER(double, , 0x1p-1074, DBL_MAX);
	ORDER(float, f, 0x1p-149f, FLT_MAX);
	ORDER(long double, l, LDBL_TRUE_MIN, LDBL_MAX);
	/* reading a signaling NaN's payload or order raises nothing */
	double sd;
	float sf;
	long double sl;
	CHECK_EQ(setpayloadsig(&sd, 5), 0);
	CHECK_EQ(setpayloadsigf(&sf, 5), 0);
	CHECK_EQ(setpayloadsigl(&sl, 5), 0);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(getpayload(&sd) == 5 && getpayloadf(&sf) == 5 && getpayloadl(&sl) == 5);
	CHECK(totalorder(&sd, &sd) && totalorderf(&sf, &sf) && totalorderl(&sl, &sl));
	CHECK(totalordermag(&sd, &sd) && totalordermagf(&sf, &sf) && totalordermagl(&sl, &sl));
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0);
	/* the payload sits in the low bits of the significand */
	double d;
	CHECK_EQ(setpayload(&d, 0x123), 0);
	union { double f; unsigned long long i; } u = { d };
	CHECK_EQ(u.i, 0x7ff8000000000123ull);
	CHECK_EQ(setpayloadsig(&d, 0x123), 0);
	u.f = d;
	CHECK_EQ(u.i, 0x7ff0000000000123ull);
	return 0;
}
