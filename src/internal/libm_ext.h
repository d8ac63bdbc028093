/* Helpers for the exact functions, long double and fenv code in
   src/math and src/fenv: access to the x87 80-bit format (LDBL_MANT_DIG
   64: an explicit integer bit, 15-bit exponent and the sign in one
   16-bit word) or to binary128 (LDBL_MANT_DIG 113), and a few integer
   tools.  The double/float bit helpers
   come from libm.h. */
#ifndef _WEFT_LIBM_EXT_H
#define _WEFT_LIBM_EXT_H

#include "libm.h"

#if LDBL_MANT_DIG == 64
union __ld80 {
	long double f;
	struct {
		uint64_t m;     /* significand, integer bit 63 explicit */
		uint16_t se;    /* sign bit 15, biased exponent 14..0 */
	} i;
};

static inline long double __ld80_make(uint16_t se, uint64_t m)
{
	union __ld80 u;
	u.f = 0;
	u.i.m = m;
	u.i.se = se;
	return u.f;
}

/* 2^k for -16382 <= k <= 16383, built from bits so that no rounding or
   exception is involved. */
static inline long double __ld80_pow2(int k)
{
	return __ld80_make((uint16_t)(k + 16383), 1ull << 63);
}
#endif

#if LDBL_MANT_DIG == 113
/* IEEE binary128 (aarch64, riscv64), little-endian: the low 64 bits of
   the significand, then sign, 15-bit exponent and the top 48 bits of the
   significand (the integer bit is implicit). */
union __ld128 {
	long double f;
	struct {
		uint64_t lo;
		uint64_t hi;
	} i;
	unsigned __int128 q;
};

#define __LD128_EXP(u) ((int)((u).i.hi >> 48) & 0x7fff)
#define __LD128_SIGN(u) ((int)((u).i.hi >> 63))
/* The 112 stored significand bits. */
#define __LD128_FRAC_MASK ((((unsigned __int128)1) << 112) - 1)

static inline long double __ld128_make(int sign, int ex, unsigned __int128 frac)
{
	union __ld128 u;
	u.q = (frac & __LD128_FRAC_MASK) | (unsigned __int128)(((uint64_t)sign << 15) | (unsigned)ex) << 112;
	return u.f;
}

/* 2^k for -16382 <= k <= 16383, built from bits. */
static inline long double __ld128_pow2(int k)
{
	return __ld128_make(0, k + 16383, 0);
}
#endif

/* x - k pi/2 for a large positive long double x = (mhi 2^64 + mlo) 2^e
   (src/math/__rem_pio2_big.c): k mod 4 returned, the rest in *r; with
   its table of 2/pi. */
hidden int __rem_pio2_big(uint64_t mhi, uint64_t mlo, int e, long double *r);
hidden extern const uint64_t __pio2_bits_big[242];   /* words 20.. */

static inline void __fp_forcel(long double x)
{
	volatile long double sink = x;
	(void)sink;
}

/* Raises FE_INVALID alone (0/0 on a value the compiler cannot fold):
   the conversions to integer report an unrepresentable result this way. */
static inline void __fe_raise_invalid(void)
{
	volatile double zero = 0.0;
	__fp_force(zero / zero);
}

/* The payload nan("n-char-sequence") asks for: the characters read as
   strtoull with base 0 would, the whole string or nothing (0 then);
   too large a number saturates, as glibc's. */
static inline uint64_t __nan_payload(const char *s)
{
	unsigned base = 10;
	uint64_t v = 0;
	int over = 0;
	if (!s || !*s)
		return 0;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
		if (!*s)
			return 0;
	} else if (s[0] == '0') {
		base = 8;
	}
	for (; *s; s++) {
		unsigned d;
		if (*s >= '0' && *s <= '9')
			d = *s - '0';
		else if (*s >= 'a' && *s <= 'z')
			d = *s - 'a' + 10;
		else if (*s >= 'A' && *s <= 'Z')
			d = *s - 'A' + 10;
		else
			return 0;
		if (d >= base)
			return 0;
		if (v > (UINT64_MAX - d) / base)
			over = 1;
		v = v * base + d;
	}
	return over ? UINT64_MAX : v;
}

/* Count of leading zero bits of a nonzero value. */
static inline int __clz64(uint64_t x)
{
	return __builtin_clzll(x);
}


/* The narrowing functions (fadd, dfmal, ...): an operation done in round
   toward zero with the exceptions held, then the environment back and
   whether the operation was inexact. */
#include <fenv.h>

static inline void __rz_begin(fenv_t *env)
{
	feholdexcept(env);
	fesetround(FE_TOWARDZERO);
}

static inline int __rz_end(fenv_t *env)
{
	int inexact = fetestexcept(FE_INEXACT) != 0;
	fesetenv(env);
	return inexact;
}

/* A truncated result made "rounded to odd": its last bit set when
   anything was dropped. */
static inline double __f64_odd(double r, int inexact)
{
	return inexact ? __f64_from(__f64_bits(r) | 1) : r;
}

static inline long double __ld_odd(long double r, int inexact)
{
#if LDBL_MANT_DIG == 64
	union __ld80 u = { r };
	u.i.m |= inexact;
#else
	union __ld128 u = { r };
	u.q |= inexact;
#endif
	return u.f;
}

/* The final rounding of a narrowing function (narrow_impl.h makes one
   for its pair of types), with errno for a result that overflowed or
   underflowed to zero (a nonzero odd value is never exactly zero). */
#define __NARROW(name, to, from) \
static inline to name(from r) \
{ \
	to n = (to)r; \
	if (isinf(n) || (n == 0 && r != 0)) \
		errno = ERANGE; \
	return n; \
}

/* Whether x is a signaling NaN: a NaN with the quiet bit (the top bit
   of the stored significand below any integer bit) clear. */
static inline int __issig(double x)
{
	return isnan(x) && !(__f64_bits(x) >> 51 & 1);
}

static inline int __issigf(float x)
{
	return isnan(x) && !(__f32_bits(x) >> 22 & 1);
}

static inline int __issigl(long double x)
{
#if LDBL_MANT_DIG == 64
	union __ld80 u = { x };
	return isnan(x) && !(u.i.m >> 62 & 1);
#else
	union __ld128 u = { x };
	return isnan(x) && !(u.i.hi >> 47 & 1);
#endif
}

/* fromfp and its kin: x rounded to an integer in direction rnd (an
   FP_INT_ value), checked against the range of a width-bit integer
   (unsigned when uns), FE_INEXACT raised for a non-integer when
   exact_flag; out of range: FE_INVALID, EDOM and the bound of the range
   on x's side. */
hidden uintmax_t __fromfp(long double x, int rnd, unsigned width, int uns, int exact_flag);


/* setpayload and setpayloadsig: whether pl is an integer 0 <= pl <
   2^bits (bits <= 52), read from its encoding so that nothing is
   raised; the integer in *p. */
static inline int __payload_ok(double pl, int bits, uint64_t *p)
{
	uint64_t u = __f64_bits(pl);
	int e = (int)(u >> 52) - 1023;   /* a sign bit makes it >= 1025 */
	if (u == 0) {
		*p = 0;
		return 1;
	}
	if (e < 0 || e >= bits)
		return 0;
	uint64_t m = (u & ((1ull << 52) - 1)) | 1ull << 52;
	if (m & ((1ull << (52 - e)) - 1))
		return 0;
	*p = m >> (52 - e);
	return 1;
}

#endif
