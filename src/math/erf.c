#include <math.h>

/* Through long double (error a few units of 2^-64), rounded once. */
double erf(double x)
{
	return (double)erfl(x);
}
