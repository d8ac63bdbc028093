/* C23 narrowing operations (fadd, fsub, fmul, fdiv, ffma, fsqrt and the
   f..l, d..l forms): the exact result is rounded once to the narrower
   type, in the current rounding mode (a double rounding through the
   argument type gives another answer on the cases below), with exact
   zeros signed as the mode says and the standard exceptions. */
// test: cflags -D_GNU_SOURCE -frounding-math -fno-builtin -Wl,--no-as-needed -lm
#include <fenv.h>
#include <float.h>
#include <math.h>
#include "check.h"

#define SAME(a, b) ((isnan(a) && isnan(b)) || ((a) == (b) && !signbit(a) == !signbit(b)))
#define CHECK_SAME(a, b) CHECK(SAME(a, b))
#define FLAGS(e) CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), (e))

static volatile double d0 = 0;

static unsigned long long seed = 12345;
static unsigned long long rnd(void)
{
	seed = seed * 6364136223846793005ull + 1442695040888963407ull;
	return seed >> 11;
}

/* fadd and ffma on sums built to sit near a float midpoint: x is a
   float plus half its unit (a double), y a small term of either sign
   (often 0); the exact sum rounds to the float on y's side (ties to
   even when y is 0), which a rounding through double misses whenever y
   is below half a double unit. */
static void midpoints(void)
{
	for (int i = 0; i < 20000; i++) {
		float f = (float)(1 + (rnd() & 0xffffff) * 0x1p-24) * (float)(1 << (rnd() % 20));
		if (rnd() & 1)
			f = -f;
		float up = nextafterf(f, INFINITY), down = nextafterf(f, -INFINITY);
		float next = (rnd() & 1) ? up : down;
		double x = ((double)f + (double)next) / 2;
		int k = (int)(rnd() % 40);
		double y = k == 0 ? 0 : ldexp((double)(rnd() & 0xfff) + 1, ilogb(x) - 60 - k);
		if (rnd() & 1)
			y = -y;
		float want;
		if (y == 0)
			want = (float)x;   /* the tie: to even, as the conversion does */
		else
			want = (y > 0) == (next > f) ? next : f;
		CHECK(fadd(x, y) == want);
		CHECK(fsub(x, -y) == want);
		CHECK(ffma(x, 1, y) == want);
		CHECK(faddl(x, y) == want);
	}
}

int main(void)
{
	const float up = 1 + 0x1p-23f;
	midpoints();
	feclearexcept(FE_ALL_EXCEPT);
	/* 1 + 2^-24 + 2^-60: just above the float midpoint; the nearest
	   double is the midpoint itself, which would round to even */
	CHECK_SAME(fadd(1 + 0x1p-24, 0x1p-60), up);
	CHECK_SAME(fsub(1 + 0x1p-24, -0x1p-60), up);
	CHECK_SAME(fmul(1 + 0x1p-30, 1 + 0x1p-24 - 0x1p-30), up);
	CHECK_SAME(ffma(1 + 0x1p-24, 1, 0x1p-60), up);
	CHECK_SAME(faddl(1 + 0x1p-24L, 0x1p-70L), up);
	CHECK_SAME(fsubl(1 + 0x1p-24L, -0x1p-70L), up);
	CHECK_SAME(ffmal(1 + 0x1p-24L, 1, 0x1p-70L), up);
	CHECK_SAME(daddl(1 + 0x1p-53L, 0x1p-70L), 1 + 0x1p-52);
	CHECK_SAME(dsubl(1 + 0x1p-53L, -0x1p-70L), 1 + 0x1p-52);
	CHECK_SAME(dfmal(1 + 0x1p-53L, 1, 0x1p-70L), 1 + 0x1p-52);
	FLAGS(FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_SAME(fdiv(1, 3), 1.0f / 3);
	CHECK_SAME(fdivl(1, 3), 1.0f / 3);
	CHECK_SAME(ddivl(1, 3), 1.0 / 3);
	CHECK_SAME(dmull(3, 1.0L / 3), 1.0);
	CHECK_SAME(fsqrt(2), sqrtf(2));
	CHECK_SAME(fsqrtl(2), sqrtf(2));
	CHECK_SAME(dsqrtl(2), sqrt(2));
	FLAGS(FE_INEXACT);
	/* exact results raise nothing */
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_SAME(fadd(1.5, 0.25), 1.75f);
	CHECK_SAME(fmul(3, 0.5), 1.5f);
	CHECK_SAME(fdiv(3, 4), 0.75f);
	CHECK_SAME(fsqrt(2.25), 1.5f);
	CHECK_SAME(dsqrtl(2.25L), 1.5);
	CHECK_SAME(ffma(2, 3, 1), 7.0f);
	CHECK_SAME(dfmal(2, 3, 1), 7.0);
	CHECK_SAME(fadd(1, -1), 0.0f);
	CHECK_SAME(fadd(-0.0, -0.0), -0.0f);
	CHECK_SAME(fmul(-0.0, 5), -0.0f);
	CHECK_SAME(dsubl(2, 2), 0.0);
	FLAGS(0);
	/* directed modes, exact zeros in round-down */
	CHECK_EQ(fesetround(FE_UPWARD), 0);
	CHECK_SAME(fadd(1, 0x1p-40), up);
	CHECK_SAME(fmul(-1 - 0x1p-40, 1), -1.0f);
	CHECK_SAME(daddl(1, 0x1p-60L), 1 + 0x1p-52);
	CHECK_SAME(fdiv(1, 3), 0x1.555556p-2f);
	CHECK_EQ(fesetround(FE_DOWNWARD), 0);
	CHECK_SAME(fadd(1, 0x1p-40), 1.0f);
	CHECK_SAME(fmul(-1 - 0x1p-40, 1), -up);
	CHECK_SAME(fadd(1, -1), -0.0f);
	CHECK_SAME(dsubl(2, 2), -0.0);
	CHECK_SAME(ffma(1, 1, -1), -0.0f);
	CHECK_SAME(fdiv(1, 3), 0x1.555554p-2f);
	CHECK_EQ(fesetround(FE_TOWARDZERO), 0);
	CHECK_SAME(fadd(-1, -0x1p-40), -1.0f);
	CHECK_SAME(fmul(1e300, 1e300), FLT_MAX);
	CHECK_EQ(fesetround(FE_TONEAREST), 0);
	/* overflow, underflow, division by zero, invalid */
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_SAME(fmul(1e200, 1e200), INFINITY);
	FLAGS(FE_OVERFLOW | FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_SAME(fadd(1e39, 0), INFINITY);
	FLAGS(FE_OVERFLOW | FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_SAME(fmul(-1e-30, 1e-30), -0.0f);
	FLAGS(FE_UNDERFLOW | FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_SAME(dmull(1e-300L, 1e-300L), 0.0);
	FLAGS(FE_UNDERFLOW | FE_INEXACT);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_SAME(fmul(0x1p-100, 0x1p-30), 0x1p-130f);
	FLAGS(0);
	CHECK_SAME(fdiv(-1, d0), -INFINITY);
	FLAGS(FE_DIVBYZERO);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(fsqrt(-1)));
	FLAGS(FE_INVALID);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(fadd(INFINITY, -INFINITY)));
	FLAGS(FE_INVALID);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(ffma(INFINITY, 0, 1)));
	FLAGS(FE_INVALID);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(ddivl(0, 0)));
	FLAGS(FE_INVALID);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(fadd(NAN, 1)) && isnan(dmull(NAN, 1)));
	CHECK_SAME(fsub(INFINITY, 1), INFINITY);
	FLAGS(0);
	return 0;
}
