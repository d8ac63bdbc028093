#include "libm_ext.h"

/* Bessel functions of the first and second kind in long double, for
   the double and float j0 ... yn.
   - Below 25 (and for J_n with n >= x): Miller's backward recurrence
     J(k-1) = (2k/x) J(k) - J(k+1) from a start well above n and x,
     normalised by J0 + 2 (J2 + J4 + ...) = 1; the same pass gives the
     Neumann series of Y0 and of Y1 (Y1 = -Y0' term by term):
       Y0 = 2/pi ((log(x/2) + gamma) J0 + 2 sum (-1)^(k+1) J(2k)/k)
       Y1 = 2/pi (-J0/x + (log(x/2) + gamma) J1
                  - sum (-1)^(k+1) (J(2k-1) - J(2k+1))/k)
   - From 25 on, Hankel's asymptotic expansion for orders 0 and 1 (its
     least term is below 2^-70 there), then the forward recurrence,
     stable for J while n < x and for Y always.
   Accuracy is absolute near the zeros (relative elsewhere): the values
   there are differences of nearly equal terms in every method. */
void sincosl(long double, long double *, long double *);

static const long double TWO_OVER_PI = 0xa2f9836e4e44152ap-64L;
static const long double EULER = 0x93c467e37db0c7a5p-64L;
static const long double SQRT1_2 = 0xb504f333f9de6484p-64L;

struct miller { long double j[2], jn, s0, s1, norm; };

/* Unnormalised J0, J1, J_n and the Neumann sums, and the norm. */
static void miller(int n, long double x, struct miller *r)
{
	long double top = n > x ? n : x;
	int m = (int)(top + 30 + 4 * sqrtl(top));
	m += m & 1;
	long double jp1 = 0, j = 0x1p-2000L;   /* J(m+1), J(m) */
	r->jn = 0;
	r->s0 = r->s1 = 0;
	long double norm = 0;
	for (int i = m; ; i--) {
		/* j is J(i) */
		if (i == n)
			r->jn = j;
		if (i >= 2 && !(i & 1)) {
			int k = i / 2;
			norm += j;
			r->s0 += k & 1 ? j / k : -j / k;
		}
		if (i & 1) {
			int k = (i + 1) / 2;          /* J(2k-1) in term k */
			r->s1 += k & 1 ? j / k : -j / k;
			if (i >= 3) {
				k = (i - 1) / 2;          /* -J(2k+1) in term k */
				r->s1 -= k & 1 ? j / k : -j / k;
			}
		}
		if (i == 1)
			r->j[1] = j;
		if (i == 0) {
			r->j[0] = j;
			break;
		}
		long double jm1 = 2 * i / x * j - jp1;
		jp1 = j;
		j = jm1;
		if (fabsl(j) > 0x1p8000L) {
			j *= 0x1p-8000L;
			jp1 *= 0x1p-8000L;
			norm *= 0x1p-8000L;
			r->jn *= 0x1p-8000L;
			r->s0 *= 0x1p-8000L;
			r->s1 *= 0x1p-8000L;
			if (i <= 1)
				r->j[1] *= 0x1p-8000L;
		}
	}
	r->norm = r->j[0] + 2 * norm;
}

/* x >= 25, n 0 or 1 */
static void hankel(int n, long double x, long double *jv, long double *yv)
{
	long double mu = 4.0L * n * n, z = 8 * x, p = 1, q = 0, t = 1;
	for (int k = 1; k < 80; k++) {
		long double nt = t * (mu - (long double)(2 * k - 1) * (2 * k - 1)) / (k * z);
		if (fabsl(nt) >= fabsl(t) && k > 1)
			break;                  /* the asymptotic series turns */
		t = nt;
		switch (k & 3) {
		case 1: q += t; break;
		case 2: p -= t; break;
		case 3: q -= t; break;
		default: p += t; break;
		}
		if (fabsl(t) < 0x1p-70L)
			break;
	}
	long double s, c;
	sincosl(x, &s, &c);
	/* chi = x - pi/4 (n = 0) or x - 3pi/4 (n = 1) */
	long double cc = n ? (s - c) * SQRT1_2 : (c + s) * SQRT1_2;
	long double sc = n ? -(s + c) * SQRT1_2 : (s - c) * SQRT1_2;
	long double a = sqrtl(TWO_OVER_PI / x);
	*jv = a * (p * cc - q * sc);
	*yv = a * (p * sc + q * cc);
}

/* J_n(x), n >= 0, x >= 0 finite */
hidden long double __bessel_jl(int n, long double x)
{
	if (x < 0x1p-20L) {
		/* (x/2)^n / n! (1 - (x/2)^2 / (n+1)) */
		long double t = 1;
		for (int i = 1; i <= n && t != 0; i++)
			t *= x / (2 * i);
		return t * (1 - x * x / (4 * (n + 1)));
	}
	if (x >= 25 && n < x) {
		long double j0, j1, y;
		hankel(0, x, &j0, &y);
		if (n == 0)
			return j0;
		hankel(1, x, &j1, &y);
		for (int k = 1; k < n; k++) {
			long double jn = 2 * k / x * j1 - j0;
			j0 = j1;
			j1 = jn;
		}
		return j1;
	}
	struct miller r;
	miller(n, x, &r);
	return r.jn / r.norm;
}

/* Y_n(x), n >= 0, x > 0 finite; -inf when it overflows */
hidden long double __bessel_yl(int n, long double x)
{
	long double y0, y1;
	if (x >= 25) {
		long double j;
		hankel(0, x, &j, &y0);
		hankel(1, x, &j, &y1);
	} else {
		struct miller r;
		miller(1, x, &r);
		long double j0 = r.j[0] / r.norm, j1 = r.j[1] / r.norm;
		long double lg = logl(x / 2) + EULER;
		y0 = TWO_OVER_PI * (lg * j0 + 2 * r.s0 / r.norm);
		y1 = TWO_OVER_PI * (-j0 / x + lg * j1 - r.s1 / r.norm);
	}
	if (n == 0)
		return y0;
	for (int k = 1; k < n && !isinf(y1); k++) {
		long double yn = 2 * k / x * y1 - y0;
		y0 = y1;
		y1 = yn;
	}
	return y1;
}

/* The entry of every y* function: x's domain (a pole at 0: -inf with
   ERANGE; NaN with EDOM below), +inf to 0, and Y(-n) = (-1)^n Y(n).
   The caller rounds and reports overflow of its own type. */
hidden long double __bessel_y_any(int n, long double x)
{
	unsigned un = (unsigned)n;
	int neg = 0;

	if (isnan(x))
		return x + x;
	if (x <= 0) {
		if (x == 0) {
			errno = ERANGE;
			return -1 / (x * x);
		}
		errno = EDOM;
		return (x - x) / (x - x);
	}
	if (isinf(x))
		return 0;
	if (n < 0) {
		un = -un;
		neg = un & 1;
	}
	if (un > 0x7fffffff)
		un = 0x7fffffff;
	long double r = __bessel_yl((int)un, x);
	return neg ? -r : r;
}

/* The entry of jn/jnf: J(-n) = (-1)^n J(n), J(n)(-x) = (-1)^n J(n)(x). */
hidden long double __bessel_j_any(int n, long double x)
{
	unsigned un = (unsigned)n;
	int neg = 0;

	if (isnan(x))
		return x + x;
	if (isinf(x))
		return 0;
	if (n < 0) {
		un = -un;
		neg = un & 1;
	}
	if (x < 0) {
		x = -x;
		neg ^= un & 1;
	}
	if (un > 0x7fffffff)   /* n = INT_MIN: J is below any x we see */
		un = 0x7fffffff;
	long double r = __bessel_jl((int)un, x);
	return neg ? -r : r;
}
