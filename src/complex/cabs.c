#include <complex.h>

double cabs(double complex z)
{
	return (double)cabsl(z);
}
