#include <complex.h>

long double cimagl(long double complex z)
{
	return __imag__ z;
}
