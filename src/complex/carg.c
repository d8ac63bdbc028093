#include <complex.h>

double carg(double complex z)
{
	return (double)cargl(z);
}
