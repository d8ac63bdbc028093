#include "libm_ext.h"

/* log|Gamma(x)| and the sign of Gamma(x), in long double.
   - On [1/2, 5/2], around the zeros at 1 and 2, the Taylor series of
     lgamma at 1 or 2, whose coefficients are zeta values: the result
     is accurate relative to itself however small.
   - Below 1/2, lgamma(x) = lgamma(1 + x) - log(x), the series taking x
     itself (1 + x is never formed).
   - Up to 16, lgamma(x - n) + log((x-1)(x-2)...(x-n)) down into the
     series range, and from 16 on Stirling's series (11 terms: the
     neglected ones are below 2^-75 of the result there).
   - Negative x by reflection, Gamma(x) Gamma(1-x) = pi / sin(pi x),
     with sin(pi x) from the exact distance to the nearest integer.
     Near the zeros of lgamma on the negative axis (x near -2.457,
     -2.747, ...) the two terms cancel and the relative error grows, as
     in every libm we know of.
   The coefficients were computed with mpmath
   (tests/tools/gen_math_special.py --gamma). */

/* (-1)^k zeta(k)/k, k = 2..71: lgamma(1+t) = -gamma*t + sum of these times t^k */
static const long double AT1[70] = {
	0xd28d3312983e9918p-64L, -0xcd26aadf5596b7adp-65L, 0x8a8991563ec241b6p-65L,
	-0xd45ce0bd530a492fp-66L, 0xada06588061830a5p-66L, -0x9381d0ee751d72c6p-66L,
	0x80859b57c31cb746p-66L, -0xe4033836abeda2adp-67L, 0xcd00f1c2eafc7981p-67L,
	-0xba461988a636b07bp-67L, 0xaab56b1921de202cp-67L, -0x9d8ecb8fe2cc261ap-67L,
	0x924b6fc19062fb9fp-67L, -0x88899a3b73ff01ddp-67L, 0x8000803266f59178p-67L,
	-0xf0f16988f455e4e6p-68L, 0xe38e71d105a0c483p-68L, -0xd79450dab44502e9p-68L,
	0xccccd99a96add052p-68L, -0xc30c36dbbdfdfadcp-68L, 0xba2e8e8bbc6fc881p-68L,
	-0xb216442c8db365dfp-68L, 0xaaaaab5557ee6aa9p-68L, -0xa3d70a8f5cfdbba0p-68L,
	0x9d89d8c4ec92f3e9p-68L, -0x97b426000015e20bp-68L, 0x9249249b6dbde3e5p-68L,
	-0x8d3dcb0d3dcd4c3ep-68L, 0x8888888aaaab655bp-68L, -0x8421084318c66dc5p-68L,
	0x8000000080001372p-68L, -0xf83e0f845d175263p-69L, 0xf0f0f0f12d2d313ep-69L,
	-0xea0ea0ea2be2bf7dp-69L, 0xe38e38e39c71c78ap-69L, -0xdd67c8a614c1baf3p-69L,
	0xd79435e510d79441p-69L, -0xd20d20d20ec4ec53p-69L, 0xcccccccccd99999bp-69L,
	-0xc7ce0c7ce12bb513p-69L, 0xc30c30c30c618619p-69L, -0xbe82fa0be847711ep-69L,
	0xba2e8ba2e8c5d174p-69L, -0xb60b60b60b666666p-69L, 0xb21642c8590de9bdp-69L,
	-0xae4c415c988415cap-69L, 0xaaaaaaaaaaab5555p-69L, -0xa72f0539782a1f59p-69L,
	0xa3d70a3d70a40000p-69L, -0xa0a0a0a0a0a0b4b5p-69L, 0x9d89d89d89d8a762p-69L,
	-0x9a90e7d95bc60e7ep-69L, 0x97b425ed097b44bep-69L, -0x94f2094f2094f333p-69L,
	0x92492492492492dbp-69L, -0x8fb823ee08fb8287p-69L, 0x8d3dcb08d3dcb0b1p-69L,
	-0x8ad8f2fba9386834p-69L, 0x8888888888888891p-69L, -0x864b8a7de6d1d60dp-69L,
	0x842108421084210ap-69L, -0x8208208208208209p-69L, 0x8000000000000001p-69L,
	-0xfc0fc0fc0fc0fc10p-70L, 0xf83e0f83e0f83e10p-70L, -0xf4898d5f85bb3950p-70L,
	0xf0f0f0f0f0f0f0f1p-70L, -0xed7303b5cc0ed730p-70L, 0xea0ea0ea0ea0ea0fp-70L,
	-0xe6c2b4481cd85689p-70L,
};
/* (-1)^k (zeta(k)-1)/k, k = 2..41: lgamma(2+t) = (1-gamma)*t + sum of these times t^k */
static const long double AT2[40] = {
	0xa51a6625307d3231p-65L, -0x89f000d2abb03409p-67L, 0xa8991563ec241b60p-69L,
	-0xf2027e10c7af8c37p-71L, 0xbd6eb756db617ea5p-72L, -0x9c562e15fc703e76p-73L,
	0x859b57c31cb745f3p-74L, -0xe9fea63b697e3e38p-76L, 0xd093d878beb2d19dp-77L,
	-0xbc6f2debe40f7797p-78L, 0xac06e77337581126p-79L, -0x9e5e4b1e7112142bp-80L,
	0x92cbd1cf9a555c81p-81L, -0x88d975bb3caa08e4p-82L, 0x803266f5917879d0p-83L,
	-0xf13006c9e7e975dap-85L, 0xe3b5dd9f83d26bb3p-86L, -0xd7ad365dfc54bb2cp-87L,
	0xccdc9e1038587a06p-88L, -0xc31639a6f9f56366p-89L, 0xba34ed667d6e6593p-90L,
	-0xb21a54223d75681bp-91L, 0xaaad43bffe9614f1p-92L, -0xa3d8b3c92c68720ap-93L,
	0x9d8ae9597e085e28p-94L, -0x97b4d4fd5f1efcbdp-95L, 0x92499519ba1a620cp-96L,
	-0x8d3e13761291e29fp-97L, 0x8888b7349f6cbc72p-98L, -0x8421265e2a1ec141p-99L,
	0x80001371fb227a6bp-100L, -0xf83e28a7e4f8505dp-102L, 0xf0f1013557e6bd3bp-103L,
	-0xea0eab72f7170ebcp-104L, 0xe38e3fb78871b5fep-105L, -0xdd67cd13de44d6b6p-106L,
	0xd79438c5086b7141p-107L, -0xd20d22b01f2dad3bp-108L, 0xccccce038b77458cp-109L,
	-0xc7ce0d46fcebbf31p-110L,
};
/* B(2k) / (2k(2k-1)), k = 1..11: the Stirling series in 1/z */
static const long double STIRLING[11] = {
	0xaaaaaaaaaaaaaaabp-67L, -0xb60b60b60b60b60bp-72L, 0xd00d00d00d00d00dp-74L,
	-0x9c09c09c09c09c0ap-74L, 0xdca8f158c7f91ab8p-74L, -0xfb5586ccc9e3e410p-73L,
	0xd20d20d20d20d20dp-71L, -0xf21436587a9cbee1p-69L, 0xb7f4b1c0f033ffd1p-66L,
	-0xb23b3808c0f9cf6ep-63L, 0xd672219167002d3ap-60L,
};
static const long double EULER = 0x93c467e37db0c7a5p-64L, ONE_MINUS_EULER = 0xd8773039049e70b6p-65L;
static const long double HALF_LOG_2PI = 0xeb3f8e4325f5a535p-64L, PI = 0xc90fdaa22168c235p-62L, LOG_PI = 0x928682473d0de85fp-63L;

static long double series1(long double t)
{
	long double s = 0;
	for (int k = 69; k >= 0; k--)
		s = s * t + AT1[k];
	return t * (-EULER + t * s);
}

static long double series2(long double t)
{
	long double s = 0;
	for (int k = 39; k >= 0; k--)
		s = s * t + AT2[k];
	return t * (ONE_MINUS_EULER + t * s);
}

/* lgamma(1 + t) for |t| <= 1/2 (at2 0), lgamma(2 + t) (at2 1): for
   tgammal, which has t exactly. */
hidden long double __lgamma_series(long double t, int at2)
{
	return at2 ? series2(t) : series1(t);
}

static long double stirling(long double z)
{
	long double w = 1 / (z * z), s = 0;
	for (int k = 10; k >= 0; k--)
		s = s * w + STIRLING[k];
	return (z - 0.5L) * logl(z) - z + HALF_LOG_2PI + s / z;
}

/* x > 0 and finite */
static long double lg_pos(long double x)
{
	if (x < 0.5L)
		return series1(x) - logl(x);
	if (x <= 1.5L)
		return series1(x - 1);
	if (x <= 2.5L)
		return series2(x - 2);
	if (x >= 16)
		return stirling(x);
	/* lgamma(x - n) + log((x-1)...(x-n)) with x - n in (1.5, 2.5]:
	   each x - j is exact (it keeps x's last bit) */
	long double p = 1, y = x;
	while (y > 2.5L) {
		y -= 1;
		p *= y;
	}
	return series2(y - 2) + logl(p);
}

hidden long double __lgammal_r(long double x, int *sign)
{
	*sign = 1;
	if (!isfinite(x))
		return x * x;
	if (x > 0) {
		long double r = lg_pos(x);
		if (isinf(r))
			errno = ERANGE;
		return r;
	}
	/* zero and the negative integers are poles */
	long double n = x;
	n = rintl(n);
	if (n == x) {
		if (signbit(x))
			*sign = -1;
		errno = ERANGE;
		return 1 / fabsl(x - x);
	}
	if (x > -0x1p-70L) {
		*sign = -1;
		return -logl(-x);
	}
	long double t = x - n;                       /* exact, |t| <= 1/2 */
	long double s = sinl(PI * fabsl(t));
	/* sign of sin(pi x) = (-1)^n sign(t); n fits: |x| < 2^63 here */
	if (((long long)n & 1) != (t < 0))
		*sign = -1;
	return LOG_PI - logl(s) - lg_pos(1 - x);
}
